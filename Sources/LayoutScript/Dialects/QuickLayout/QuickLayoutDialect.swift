/// QuickLayout's declarative layout (SPEC 2), the core SwiftUI shares: stacks, flows, grids,
/// spacers and the frame, padding, priority and alignment modifiers; and the short view names
/// of qlrepl's own scripts (`Label`, `View`, `Image`, `Button`: UIKit views).
enum QuickLayoutDialect: Dialect {
  static let name = "QuickLayout"
  static let functions: [String: BuiltinFunction] = containers.merging(proxies) { first, _ in first }
  static let views: [String: ViewConstructor] = [
    "Label": ViewConstructors.label(textLabel: "_"),
    "View": ViewConstructors.plainView,
    "Image": ViewConstructors.imageView,
    "Button": ViewConstructors.button(titleLabel: "_"),
  ]
}
