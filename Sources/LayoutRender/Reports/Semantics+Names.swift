import LayoutCore

extension Semantics {
  /// The name a command line and the REPL's `:semantics` write: `quicklayout` or `swiftui`.
  public var flagName: String { rawValue.lowercased() }

  /// The semantics a command line names (`quicklayout`, `swiftui`, in any case); nil for another word.
  public init?(flagName: String) {
    guard let named = Self.allCases.first(where: { $0.flagName == flagName.lowercased() }) else { return nil }
    self = named
  }

  /// What a report's header says after the canvas: nothing for QuickLayout (the default), " SwiftUI".
  var headerNote: String {
    switch self {
    case .quickLayout: return ""
    case .swiftUI: return " SwiftUI"
    }
  }
}
