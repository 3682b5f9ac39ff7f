/// The build whose `#if` answers a file is read with (`Lexer+Conditionals`): Xcode's canvas for
/// an iPhone simulator, in a debug build, as every file is read first; or a Mac's, for a file
/// whose code an iPhone's build leaves out whole (`#if os(macOS)` around it: a macOS app's view),
/// which Xcode's canvas previews on the Mac (`ScriptEvaluator`).
enum BuildPlatform: Sendable {
  case iPhoneSimulator
  case mac

  /// The frameworks `canImport` is false for: those an iPhone lacks (`AppKit`, `Cocoa`,
  /// `WatchKit`…), or on a Mac (without Mac Catalyst) UIKit and the phone's and watch's own.
  var missingFrameworks: Set<String> {
    switch self {
    case .iPhoneSimulator: return ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"]
    case .mac: return ["UIKit", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "CarPlay"]
    }
  }

  /// `os(…)`'s one true answer: `iOS` or `macOS`.
  var operatingSystem: String { self == .mac ? "macOS" : "iOS" }

  /// True for `targetEnvironment(simulator)`: a preview runs in the iPhone simulator, a Mac's natively.
  var isSimulator: Bool { self == .iPhoneSimulator }
}
