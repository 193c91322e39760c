/**
 * Small inline illustrations for the public site: a few hundred bytes of SVG each, drawn with
 * the palette (currentColor and the fill-/stroke- utilities) instead of photographs. All are
 * decoration (aria-hidden); the text next to them carries the meaning.
 */

/** The Nile skyline at the foot of the hero: Cairo Tower, rooftops and the river's ripples. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1200 220"
      preserveAspectRatio="xMidYMax slice"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {/* Cairo Tower, the lotus on Gezira island */}
      <path d="M905 150V62m-8 88 4-80h8l4 80M893 62c4-10 20-10 24 0m-26 0c6 6 22 6 28 0M905 48v-22" />
      {/* Rooftops along the bank */}
      <path d="M0 150h60v-26h40v26h30v-44h50v44h40v-30h34v30h56v-52h44v52h36v-22h48v22h60v-36h40v36h70v-20h44v20h80v-34h30v34h36M930 150h40v-40h46v40h60v-26h38v26h86" />
      {/* The river */}
      <path d="M0 172c60-8 120 8 180 0s120-8 180 0 120 8 180 0 120-8 180 0 120 8 180 0 120-8 180 0 120 8 120 0" />
      <path d="M60 194c50-6 100 6 150 0s100-6 150 0m120 0c50-6 100 6 150 0s100-6 150 0m120 0c50-6 100 6 150 0" />
      {/* A felucca */}
      <path d="M330 168h60l-8 10h-44zM360 168V116l26 46z" />
    </svg>
  );
}

export type SuiteKind = 'studio' | 'one-bedroom' | 'two-bedroom' | 'other';

/**
 * A suite's picture placeholder: a room with a Nile window, drawn per suite kind (a queen bed,
 * a king bed and sofa, or a king and two twins).
 */
export function SuiteArt({ kind, className }: { kind: SuiteKind; className?: string }) {
  return (
    <svg viewBox="0 0 320 180" className={className} aria-hidden="true">
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
