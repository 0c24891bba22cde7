@_exported import OrientationCore
