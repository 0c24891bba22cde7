// OrientationPlot: the timeline of a run (samples, decisions, records) as an SVG plot.
//
// Allowed dependencies: OrientationCore, OrientationDetection, OrientationSynthesis, Foundation.
// Never a file, trace or device module (ARCHITECTURE.md; checked by scripts/check-imports).
