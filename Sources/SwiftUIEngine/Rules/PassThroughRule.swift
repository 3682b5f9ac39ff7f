import LayoutCore

/// A modifier SwiftUI lays out as its child because what it sets is read elsewhere: grid cell
/// settings (read by the Grid from the element tree), `layoutValue(key:value:)` (read by a custom
/// layout), `layoutDirection`, and QuickLayout's `constrainedSize`, which SwiftUI has not.
struct PassThroughRule: SwiftUIPassThroughRule {}
