import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import {
  proposalDocumentRules,
  proposalLimits,
  proposalsMessages,
  type ProposalDocument,
  type UploadedDocument,
} from '@matchbazaar/contracts';
import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../../lib/session/download-file';
import { visuallyHidden } from '../../../components/visually-hidden';
import { uploadProposalDocument } from '../api/proposals-api';

const t = proposalsMessages;

/** What the browser can tell before sending (the server decides by the bytes). */
function fileProblem(file: File): string | undefined {
  const pdf = file.type === proposalDocumentRules.mime || /\.pdf$/i.test(file.name);
  if (!pdf) return t.documentType;
  if (file.size > proposalDocumentRules.maxBytes) return t.documentTooLarge;
  return undefined;
}

/**
 * A document's name and its size, beside a PDF icon. A long name wraps onto a second line (a
 * phone keeps the part that tells two quotations apart), then is cut.
 */
function DocumentLabel({ name, size }: { name: string; size: number }) {
  return (
    <>
      <Box
        component="span"
        sx={{
          minWidth: 0,
          textAlign: 'left',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {name}
      </Box>{' '}
      <Box component="span" sx={{ flexShrink: 0, color: 'text.secondary', fontWeight: 400 }}>
        {t.fileSize(size)}
      </Box>
    </>
  );
}

/**
 * The proposal form's PDFs: "Attach PDF" uploads one at a time as soon as it is chosen; each
 * attached one shows its name and size with a remove button; a refusal (the browser's or the
 * server's) shows under the field. `onBusy` tells the form while an upload runs.
 */
export function DocumentPicker({
  requirementId,
  documents,
  setDocuments,
  error,
  onBusy,
}: {
  requirementId: string;
  documents: UploadedDocument[];
  setDocuments: (update: (documents: UploadedDocument[]) => UploadedDocument[]) => void;
  /** The form's error for the field (the server's refusal of `documentIds`). */
  error?: string | undefined;
  onBusy: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => onBusy(uploading !== null), [uploading, onBusy]);
  const full = documents.length >= proposalLimits.documents;

  const attach = async (file: File) => {
    setProblem(null);
    const refused = fileProblem(file);
    if (refused) return setProblem(refused);
    setUploading(file.name);
    try {
      const document = await uploadProposalDocument(requirementId, file);
      setDocuments((list) => [...list, document]);
    } catch (failure) {
      setProblem(apiErrorMessage(failure));
    } finally {
      setUploading(null);
    }
  };

  const shown = problem ?? error;
  // Laid out like the photos above it: the help line, what is attached, then the button.
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" id="proposal-documents-help">
        {t.documentsHelp}
      </Typography>
      {documents.length > 0 && (
        <Box
          component="ul"
          aria-label={t.documentsLabel}
          sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1 }}
        >
          {documents.map((document) => (
            <Box
              component="li"
              key={document.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minWidth: 0,
                pl: 1.5,
                pr: 0.5,
                py: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <PictureAsPdfOutlinedIcon color="error" fontSize="small" aria-hidden="true" />
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 1,
                  minWidth: 0,
                  flex: 1,
                  fontWeight: 600,
                }}
              >
                <DocumentLabel name={document.name} size={document.size} />
              </Box>
              <IconButton
                size="small"
                aria-label={t.removeDocument(document.name)}
                onClick={() => setDocuments((list) => list.filter((d) => d.id !== document.id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {uploading !== null && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t.uploadingDocument(uploading)}
          </Typography>
          <LinearProgress aria-label={t.uploadingDocument(uploading)} />
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept={proposalDocumentRules.mime}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again still fires `change`
          if (file) void attach(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon aria-hidden="true" />}
        disabled={full || uploading !== null}
        onClick={() => input.current?.click()}
        aria-describedby="proposal-documents-help"
        sx={{ mt: 1.5, minHeight: 44 }}
      >
        {full ? t.documentsFull : t.attachPdf}
      </Button>
      {shown && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {shown}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A proposal's PDFs as download buttons (icon, name, size), fetched with the signed-in user's
 * token. Nothing when it has none.
 */
export function DocumentLinks({ documents }: { documents: readonly ProposalDocument[] }) {
  const [failed, setFailed] = useState(false);
  if (documents.length === 0) return null;
  return (
    // minWidth 0: in a card's grid a long name wraps, never widens the card.
    <Box sx={{ minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={t.documentsLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {documents.map((document) => (
          <Box component="li" key={document.id} sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Button
              variant="outlined"
              size="small"
              color="inherit"
              startIcon={<PictureAsPdfOutlinedIcon color="error" aria-hidden="true" />}
              onClick={() => {
                setFailed(false);
                downloadFile(document.url, document.name).catch(() => setFailed(true));
              }}
              sx={{
                maxWidth: '100%',
                minHeight: 36,
                gap: 0.75,
                lineHeight: 1.35,
                textTransform: 'none',
                borderColor: 'divider',
                justifyContent: 'flex-start',
                '& .MuiButton-startIcon': { mr: 0 },
              }}
            >
              {/* The visible name and size, with "Download" before them, are the button's name. */}
              <Box component="span" sx={visuallyHidden}>
                {t.download}{' '}
              </Box>
              <DocumentLabel name={document.name} size={document.size} />
            </Button>
          </Box>
        ))}
      </Box>
      {failed && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {t.documentDownloadFailed}
        </Typography>
      )}
    </Box>
  );
}
