// OrientationIO: everything that reads or writes the outside world — evdev devices, sample
// sources, trace readers and writers, scene, pose-script, device-profile and Info.plist files,
// the renderers and the plot. It decides no orientation and emits no callback
// (ARCHITECTURE.md).
@_exported import OrientationCore
