import LayoutCore

extension Canvas {
  /// What a report's header says of the canvas's rules and Dynamic Type size after its size:
  /// nothing for QuickLayout at Large (the defaults), ` SwiftUI`, ` Dynamic Type accessibility3`.
  var headerNote: String {
    semantics.headerNote + (dynamicTypeSize == .large ? "" : " Dynamic Type \(dynamicTypeSize.name)")
  }
}
