// OrientationTraces: recorded input, device-independent: evdev's value types and event names,
// the recorded device, the driver-frame and scale tables, frame assembly and conversion to
// samples, and the evemu, libinput record and CSV readers and writers.
//
// Allowed dependencies: OrientationCore, OrientationDetection, OrientationFormats, CEvdev (for
// libevdev's name tables only), Foundation, Yams, SystemPackage, Glibc. Never OrientationLinux
// or OrientationPlot (ARCHITECTURE.md; checked by scripts/check-imports).
