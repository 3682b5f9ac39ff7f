import LayoutCore

extension HostedView {
  /// What SwiftUI's rules lay a view of the script's own class out as: SwiftUI composes views
  /// by laying a view's body out in its place, so the body stands where the view is, and the
  /// view itself takes its body's frame (a background, proposed the body's size). A class
  /// without a body is a plain view, which takes what it is proposed; a `sizeThatFits`
  /// override is UIKit's and not asked (our reading: SwiftUI has no such view).
  var swiftUIEquivalent: Element {
    let host = Element.leaf(LeafView(id: view.id, kind: .plainView))
    guard let body else { return host }
    return .modified(body, .layer(host, .background, .center))
  }
}
