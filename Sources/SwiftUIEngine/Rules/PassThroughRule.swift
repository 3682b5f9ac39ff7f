import LayoutCore

/// A modifier SwiftUI lays out as its child because what it sets is read elsewhere: grid cell
/// settings (read by the Grid from the element tree), `layoutValue(key:value:)` (read by a custom
/// layout), `layoutDirection`, and QuickLayout's `constrainedSize`, which SwiftUI has not. SwiftUI
/// writes them as traits or environment values, no layout of their own, so the view's layout
/// priority is its child's (a layout computer is made only by a layout; OpenSwiftUI's
/// `UnaryLayout`s, frames and padding, are the modifiers that report 0).
struct PassThroughRule: SwiftUIPassThroughRule {
  func priority(child: Double) -> Double { child }
}
