// OrientationLinux: the Linux devices: evdev devices and their discovery, uinput, live readers
// (SYN_DROPPED resync, poll with the engine's deadline), IIO devices (buffered and polled),
// udev properties and the kernel clocks the devices stamp samples on.
//
// Allowed dependencies: OrientationCore, OrientationDetection, OrientationTraces, CEvdev,
// Foundation, SystemPackage, Glibc. Never OrientationFormats or OrientationPlot (ARCHITECTURE.md;
// checked by scripts/check-imports). No C type or pointer reaches its public API.
