import { Stack, Text } from '@mantine/core';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, SCORE_BAND_FLOORS, SCORE_BANDS, scoreBand, scoreFraction } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { scoreBandText } from './credit-text';

const m = { gauge: { id: 'credit.gauge', defaultMessage: 'Credit score {score} of {max}, {band}' } } satisfies Record<string, MessageDescriptor>;

export const BAND_COLORS = { very_poor: '#e03131', poor: '#f76707', good: '#fab005', very_good: '#74b816', excellent: '#2f9e44' } as const;

const CX = 120;
const CY = 120;
const R = 96;
/** A point on the half circle: fraction 0 is the left end (300), 1 the right end (850). */
const at = (fraction: number, radius = R) => {
  const angle = Math.PI * (1 - fraction);
  return { x: CX + radius * Math.cos(angle), y: CY - radius * Math.sin(angle) };
};

/** The score on a half-circle gauge to 850, its bands coloured (consumer spec 9). */
export function ScoreGauge({ score }: { score: number }) {
  const intl = useIntl();
  const band = scoreBand(score);
  const bandLabel = intl.formatMessage(scoreBandText[band]);
  const needle = at(scoreFraction(score), R - 18);
  const ceilings = [...SCORE_BANDS.slice(1).map((b) => SCORE_BAND_FLOORS[b]), CREDIT_SCORE_MAX];
  return (
    <Stack gap={0} align="center">
      <svg
        viewBox="0 0 240 140"
        width="100%"
        style={{ maxWidth: 320 }}
        role="img"
        aria-label={intl.formatMessage(m.gauge, { score, max: CREDIT_SCORE_MAX, band: bandLabel })}
      >
        {SCORE_BANDS.map((b, i) => {
          const from = at(scoreFraction(SCORE_BAND_FLOORS[b]));
          const to = at(scoreFraction(ceilings[i] as number));
          return <path key={b} d={`M ${from.x} ${from.y} A ${R} ${R} 0 0 1 ${to.x} ${to.y}`} stroke={BAND_COLORS[b]} strokeWidth={16} fill="none" />;
        })}
        <line x1={CX} y1={CY} x2={needle.x} y2={needle.y} stroke="#212529" strokeWidth={4} strokeLinecap="round" />
        <circle cx={CX} cy={CY} r={7} fill="#212529" />
        <text x={CX - R} y={CY + 18} fontSize="11" textAnchor="middle" fill="#868e96">
          {CREDIT_SCORE_MIN}
        </text>
        <text x={CX + R} y={CY + 18} fontSize="11" textAnchor="middle" fill="#868e96">
          {CREDIT_SCORE_MAX}
        </text>
      </svg>
      <Text fz={40} fw={800} lh={1} mt={-8} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {score}
      </Text>
      <Text fw={600} c={BAND_COLORS[band]}>
        {bandLabel}
      </Text>
    </Stack>
  );
}
