import Box from '@mui/material/Box';
import { hero } from '../home-content';

const t = hero.illustration;

/**
 * The hero's picture, drawn here rather than downloaded: a buyer's request and a seller's offer
 * joined by a match, with the escrow badge. Decorative; the hero's text says the same.
 */
export function MatchIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 400"
      aria-hidden="true"
      focusable="false"
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 520,
        mx: 'auto',
        fontFamily: 'inherit',
        '@keyframes home-float': {
          '0%, 100%': { transform: 'translateY(0)' },
          '50%': { transform: 'translateY(-6px)' },
        },
        '& .float': { animation: 'home-float 5s ease-in-out infinite' },
        '& .float-late': { animation: 'home-float 5s ease-in-out 1.3s infinite' },
        '@media (prefers-reduced-motion: reduce)': {
          '& .float, & .float-late': { animation: 'none' },
        },
      }}
    >
      <defs>
        <filter id="home-card-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="12" stdDeviation="12" floodColor="#0d1640" floodOpacity="0.35" />
        </filter>
      </defs>

      {/* Scattered dots: the bazaar's many stalls. */}
      {[
        [40, 300, 5],
        [90, 350, 3],
        [430, 40, 4],
        [455, 190, 3],
        [170, 20, 3],
        [300, 380, 4],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="rgba(255,255,255,0.35)" />
      ))}

      {/* The match: a dashed arc from the request to the offer. */}
      <path
        d="M150 170 C 150 250, 330 170, 330 230"
        fill="none"
        stroke="#fdba74"
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />

      <g className="float" filter="url(#home-card-shadow)">
        <rect x="20" y="40" width="270" height="130" rx="18" fill="#ffffff" />
        <rect x="40" y="60" width="78" height="26" rx="13" fill="#ffedd5" />
        <text x="79" y="78" textAnchor="middle" fontSize="13" fontWeight="700" fill="#9a3412">
          {t.request}
        </text>
        <text x="40" y="118" fontSize="20" fontWeight="800" fill="#161a2e">
          {t.requestTitle}
        </text>
        <text x="40" y="146" fontSize="14" fill="#4a5070">
          {t.requestMeta}
        </text>
        <circle cx="258" cy="73" r="15" fill="#1f3fb8" />
        <path
          d="M251 73 l5 5 l9 -10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      <g className="float-late" filter="url(#home-card-shadow)">
        <rect x="190" y="230" width="270" height="130" rx="18" fill="#ffffff" />
        <rect x="210" y="250" width="86" height="26" rx="13" fill="#e0e7ff" />
        <text x="253" y="268" textAnchor="middle" fontSize="13" fontWeight="700" fill="#142a80">
          {t.offer}
        </text>
        <text x="210" y="308" fontSize="20" fontWeight="800" fill="#161a2e">
          {t.offerTitle}
        </text>
        <text x="210" y="336" fontSize="14" fill="#4a5070">
          {t.offerMeta}
        </text>
      </g>

      {/* The match badge where the arc turns. */}
      <g>
        <rect x="170" y="180" width="136" height="40" rx="20" fill="#c2410c" />
        <path d="M192 192 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 z" fill="#ffffff" />
        <text x="252" y="206" textAnchor="middle" fontSize="15" fontWeight="800" fill="#ffffff">
          {t.match}
        </text>
      </g>

      {/* Escrow: a shield with a check. */}
      <g className="float-late">
        <rect x="292" y="80" width="180" height="44" rx="22" fill="rgba(255,255,255,0.95)" />
        <path
          d="M312 90 l12 -4 l12 4 v9 c0 8 -5 13 -12 16 c-7 -3 -12 -8 -12 -16 z"
          fill="#15803d"
        />
        <path
          d="M318 101 l4 4 l8 -8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="344" y="107" fontSize="13" fontWeight="700" fill="#14532d">
          {t.escrow}
        </text>
      </g>
    </Box>
  );
}
