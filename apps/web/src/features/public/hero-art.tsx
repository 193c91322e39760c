/**
 * The landing hero's line drawing, in a file of its own so the landing page does not download
 * the other illustrations (./art.tsx). Decoration only (aria-hidden).
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
