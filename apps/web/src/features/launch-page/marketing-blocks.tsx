import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import EngineeringRoundedIcon from '@mui/icons-material/EngineeringRounded';
import LightbulbRoundedIcon from '@mui/icons-material/LightbulbRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { launchPageMessages } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';

const t = launchPageMessages;

interface Block {
  key: keyof typeof t.features;
  icon: ReactNode;
  tone: 'primary' | 'secondary';
}

// Three product promises as cards, then two wider blocks about the team behind them.
const features: Block[] = [
  { key: 'recommendations', icon: <AutoAwesomeRoundedIcon />, tone: 'primary' },
  { key: 'performance', icon: <BoltRoundedIcon />, tone: 'secondary' },
  { key: 'security', icon: <ShieldRoundedIcon />, tone: 'primary' },
];
const stories: Block[] = [
  { key: 'innovation', icon: <LightbulbRoundedIcon />, tone: 'secondary' },
  { key: 'engineering', icon: <EngineeringRoundedIcon />, tone: 'primary' },
];

function BlockCard({ block, wide = false }: { block: Block; wide?: boolean }) {
  const { title, text } = t.features[block.key];
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 3, md: wide ? 4 : 3.5 },
        height: '100%',
        display: 'flex',
        flexDirection: wide ? { xs: 'column', sm: 'row' } : 'column',
        gap: 2.5,
        borderColor: alpha(theme.palette[block.tone].main, 0.16),
        background: wide
          ? `linear-gradient(135deg, ${alpha(theme.palette[block.tone].main, 0.07)}, ${theme.palette.background.paper} 70%)`
          : theme.palette.background.paper,
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '@media (hover: hover) and (prefers-reduced-motion: no-preference)': {
          '&:hover': {
            transform: 'translateY(-4px)',
            boxShadow: `0 16px 40px ${alpha(theme.palette.primary.dark, 0.12)}`,
          },
        },
      })}
    >
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          width: 52,
          height: 52,
          flexShrink: 0,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: `${block.tone}.main`,
          bgcolor: alpha(theme.palette[block.tone].main, 0.12),
          '& svg': { fontSize: 28 },
        })}
      >
        {block.icon}
      </Box>
      <Box>
        <Typography variant="h5" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Paper>
  );
}

/** The marketing blocks of docs/product/launch-page.md. */
export function MarketingBlocks() {
  return (
    <Box component="section" aria-labelledby="launch-features-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="launch-features-title"
          variant="h2"
          sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}
        >
          {t.featuresTitle}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {features.map((block) => (
            <BlockCard key={block.key} block={block} />
          ))}
        </Box>
        <Box
          sx={{
            mt: { xs: 2, md: 3 },
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          }}
        >
          {stories.map((block) => (
            <BlockCard key={block.key} block={block} wide />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
