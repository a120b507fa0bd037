import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { marketplaceMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';

const t = marketplaceMessages;

/** "Share": the device's share sheet, or the link copied (and said so) where there is none. */
export function ShareListingButton({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => void share()}>
        {t.share}
      </Button>
      <Snackbar
        open={copied}
        autoHideDuration={3000}
        onClose={() => setCopied(false)}
        message={t.linkCopied}
      />
    </>
  );
}
