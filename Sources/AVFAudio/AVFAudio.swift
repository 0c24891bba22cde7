// The `AVFAudio` module on Linux, for app files that say `import AVFAudio` to reach the audio
// session (`AVAudioSession`) or the audio player: they are orientsim's AVFoundation compile
// surface (stored values; nothing plays or records), which this module re-exports. Depend on it
// only where the system has no AVFAudio:
// `.product(name: "AVFAudio", package: "orientsim", condition: .when(platforms: [.linux]))`.

@_exported import AVFoundation
