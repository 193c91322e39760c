/**
 * Small inline illustrations for the public site: a few hundred bytes of SVG each, drawn with
 * the palette (currentColor and the fill-/stroke- utilities) instead of photographs. All are
 * decoration (aria-hidden); the text next to them carries the meaning.
 */

export type SuiteKind = 'studio' | 'one-bedroom' | 'two-bedroom' | 'other';

/**
 * A suite's picture placeholder: a room with a Nile window, drawn per suite kind (a queen bed,
 * a king bed and sofa, or a king and two twins).
 */
export function SuiteArt({ kind, className }: { kind: SuiteKind; className?: string }) {
  return (
    // Fills a box of another shape (a phone's wider card) by trimming the edges, never banding.
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
    >
      <rect width="320" height="180" className="fill-secondary" />
      <rect y="128" width="320" height="52" className="fill-accent" />
      {/* Window onto the river */}
      <rect x="196" y="26" width="92" height="70" rx="4" className="fill-card" />
      <path d="M196 76c16-6 30 6 46 0s30-6 46 0v20h-92z" className="fill-brand/30" />
      <path d="M242 26v70M196 61h92" className="stroke-border" strokeWidth="3" fill="none" />
      <rect
        x="196"
        y="26"
        width="92"
        height="70"
        rx="4"
        className="stroke-primary/20"
        strokeWidth="3"
        fill="none"
      />
      {/* Lamp */}
      <path d="M30 128V70" className="stroke-primary/40" strokeWidth="3" />
      <path d="M18 70h24l-6-18H24z" className="fill-sand" />
      {kind === 'two-bedroom' ? (
        <>
          <Bed x={58} width={104} />
          <Bed x={172} width={56} />
          <Bed x={236} width={56} />
        </>
      ) : kind === 'one-bedroom' ? (
        <>
          <Bed x={56} width={120} />
          {/* Sofa bed */}
          <rect x="196" y="114" width="96" height="30" rx="8" className="fill-brand/70" />
          <rect x="204" y="104" width="80" height="18" rx="6" className="fill-brand/50" />
        </>
      ) : (
        <>
          <Bed x={70} width={110} />
          {/* Kitchenette */}
          <rect x="214" y="108" width="74" height="40" rx="3" className="fill-card stroke-border" />
          <path d="M251 108v40" className="stroke-border" strokeWidth="2" />
        </>
      )}
    </svg>
  );
}

function Bed({ x, width }: { x: number; width: number }) {
  return (
    <g>
      <rect x={x} y="92" width={width} height="24" rx="4" className="fill-primary/80" />
      <rect x={x} y="112" width={width} height="36" rx="4" className="fill-card" />
      <rect x={x} y="126" width={width} height="22" rx="3" className="fill-sand/70" />
      <rect
        x={x + 8}
        y="116"
        width={Math.min(30, width / 2 - 12)}
        height="9"
        rx="4"
        className="fill-secondary"
      />
      <rect
        x={x + width - 8 - Math.min(30, width / 2 - 12)}
        y="116"
        width={Math.min(30, width / 2 - 12)}
        height="9"
        rx="4"
        className="fill-secondary"
      />
    </g>
  );
}

/** Gezira island in the Nile, with a pin on Zamalek at its northern end. */
export function IslandMapArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 180" className={className} aria-hidden="true">
      <rect width="320" height="180" className="fill-secondary" />
      {/* The Nile and its banks */}
      <path d="M0 0h96c-10 60 30 120 6 180H0z" className="fill-accent" />
      <path d="M320 0H214c16 50-24 120 4 180h102z" className="fill-accent" />
      <path
        d="M96 0c-10 60 30 120 6 180M214 0c16 50-24 120 4 180"
        className="stroke-brand/40"
        strokeWidth="2"
        fill="none"
      />
      {/* Gezira island */}
      <path
        d="M150 14c26 0 42 22 40 54s-12 62-22 86c-6 14-30 14-34-2-8-30-20-58-18-90s12-48 34-48z"
        className="fill-card stroke-brand/50"
        strokeWidth="2"
      />
      <path d="M128 96c18 4 40 2 58-4" className="stroke-border" strokeWidth="2" fill="none" />
      {/* The pin */}
      <path
        d="M156 30c-9 0-16 7-16 16 0 12 16 28 16 28s16-16 16-28c0-9-7-16-16-16z"
        className="fill-primary"
      />
      <circle cx="156" cy="46" r="5.5" className="fill-sand" />
      {/* Cairo Tower */}
      <path
        d="M162 120v-22m-3 22 2-20h2l2 20m-7-20c1-3 6-3 7 0"
        className="stroke-primary/50"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}

/** A rooftop terrace at sunrise: yoga mats under a pergola. */
export function RooftopArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 180" className={className} aria-hidden="true">
      <rect width="320" height="180" className="fill-accent" />
      <circle cx="236" cy="92" r="34" className="fill-sand" />
      <path d="M0 112h320v68H0z" className="fill-secondary" />
      <path d="M0 112h320" className="stroke-primary/30" strokeWidth="3" />
      {/* City beyond the parapet */}
      <path
        d="M0 112V92h24v-12h22v32M60 112V84h18v28M196 112V96h20v16M270 112V78h20v34M296 112V90h24v22"
        className="fill-primary/15"
      />
      {/* Pergola */}
      <path
        d="M40 150V62M140 150V62M30 62h120M46 62l-10-10M134 62l10-10"
        className="stroke-primary/60"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      {/* Mats */}
      <path d="M52 152l30-10 30 10-30 10z" className="fill-brand/60" />
      <path d="M176 158l30-10 30 10-30 10z" className="fill-brand/40" />
      {/* A plant */}
      <path d="M280 150h20l-3 16h-14z" className="fill-primary/50" />
      <path d="M290 150c-8-12-4-24 0-30 4 6 8 18 0 30z" className="fill-success/60" />
    </svg>
  );
}
