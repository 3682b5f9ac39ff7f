import LayoutCore
import LayoutPipeline

/// How watch mode draws a session, changed by its keys: both semantics side by side (`c`),
/// and the Dynamic Type size the script is read at (`d` steps through the five sizes `render
/// --variants dynamic-type` draws: from Large to xxxLarge, AX3, AX5, xSmall and back).
struct WatchView: Sendable, Equatable {
  var comparing = false
  /// Nil: Large, the default (`--dynamic-type` starts a session at another).
  var dynamicTypeSize: DynamicTypeSize?

  /// The view with the next size of `steps`.
  func nextDynamicType() -> WatchView {
    var next = self
    let steps = VariantKind.dynamicTypeSizes
    let index = steps.firstIndex(of: dynamicTypeSize ?? .large) ?? steps.firstIndex(of: .large)!
    let size = steps[(index + 1) % steps.count]
    next.dynamicTypeSize = size == .large ? nil : size
    return next
  }

  /// What the footer says `d` does now: `d text xxxLarge`, the size it goes to.
  var dynamicTypeKey: String { "d text " + (nextDynamicType().dynamicTypeSize ?? .large).name }
}
