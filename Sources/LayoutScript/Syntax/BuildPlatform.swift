/// The build whose `#if` answers a file is read with (`Lexer+Conditionals`): Xcode's canvas for
/// an iPhone simulator, in a debug build, as every file is read first; or another platform's,
/// for a file whose code an iPhone's build leaves out whole (`#if os(macOS)`, `#if os(tvOS)`,
/// `#if os(watchOS)` around it: that platform's view), which Xcode's canvas previews on that
/// platform (`ScriptEvaluator`).
enum BuildPlatform: Sendable, CaseIterable {
  case iPhoneSimulator
  case mac
  case appleTVSimulator
  case watchSimulator

  /// The frameworks `canImport` is false for: those an iPhone lacks (`AppKit`, `Cocoa`,
  /// `WatchKit`…), on a Mac (without Mac Catalyst) UIKit and the phone's and watch's own, on an
  /// Apple TV the Mac's and the watch's, on a watch the Mac's and the TV's (watchOS has a UIKit of
  /// colours, fonts and images, so `canImport(UIKit)` is true there).
  var missingFrameworks: Set<String> {
    switch self {
    case .iPhoneSimulator: return ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"]
    case .mac: return ["UIKit", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "CarPlay"]
    case .appleTVSimulator: return ["AppKit", "Cocoa", "WatchKit", "ClockKit", "CarPlay"]
    case .watchSimulator: return ["AppKit", "Cocoa", "TVUIKit", "TVServices", "CarPlay"]
    }
  }

  /// `os(…)`'s one true answer.
  var operatingSystem: String {
    switch self {
    case .iPhoneSimulator: return "iOS"
    case .mac: return "macOS"
    case .appleTVSimulator: return "tvOS"
    case .watchSimulator: return "watchOS"
    }
  }

  /// True for `targetEnvironment(simulator)`: a preview runs in a simulator, a Mac's natively.
  var isSimulator: Bool { self != .mac }

  /// The tests of a branch only this platform's build compiles (`os(tvOS)`, `canImport(AppKit)`);
  /// none for the iPhone's, which every file is read as first.
  private var ownTests: [String] {
    switch self {
    case .iPhoneSimulator: return []
    case .mac: return ["os(macOS)", "os(OSX)", "canImport(AppKit)", "canImport(Cocoa)"]
    case .appleTVSimulator: return ["os(tvOS)", "canImport(TVUIKit)", "canImport(TVServices)"]
    case .watchSimulator: return ["os(watchOS)", "canImport(WatchKit)", "canImport(ClockKit)"]
    }
  }

  /// The platform whose own branch `directive` is (`` `#if os(tvOS)` `` an Apple TV's), or nil.
  static func owning(_ directive: String) -> BuildPlatform? {
    allCases.first { platform in platform.ownTests.contains(where: directive.contains) }
  }

  /// What the note of a file read as this build says of its answers and its device.
  var readingNote: String {
    switch self {
    case .iPhoneSimulator: return "read as an iPhone's build"
    case .mac: return "read as a Mac's build reads it (os(macOS) true, canImport(UIKit) false), as Xcode previews it on the Mac"
    case .appleTVSimulator: return "read as an Apple TV's build reads it (os(tvOS) true), as Xcode previews it in the Apple TV simulator"
    case .watchSimulator: return "read as an Apple Watch's build reads it (os(watchOS) true), as Xcode previews it in the watch simulator"
    }
  }
}
