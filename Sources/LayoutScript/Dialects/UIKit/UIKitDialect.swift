import LayoutCore

/// UIKit's views as pasted code creates them, the values it builds them with (`UIColor`,
/// `UIFont`, `UIEdgeInsets`), and the calls it makes that a layout does not need (`UIKitCalls`).
enum UIKitDialect: Dialect {
  static let name = "UIKit"
  /// A switch's size, which it "enforces" whatever frame it is given (UISwitch's `init(frame:)`
  /// reference): 51 × 31, SwiftUI's iOS toggle switch too.
  static let switchSize = Size(width: 51, height: 31)
  /// UIStepper's intrinsic size, SwiftUI's Stepper control too.
  static let stepperSize = Size(width: 94, height: 32)
  static let functions: [String: BuiltinFunction] = values
  static let views: [String: ViewConstructor] = {
    var table: [String: ViewConstructor] = [
      "UILabel": ViewConstructors.label(textLabel: "text"),
      "UIView": ViewConstructors.plainView,
      "UIImageView": ViewConstructors.imageView,
      "UIButton": ViewConstructors.button(titleLabel: "title"),
    ]
    // Controls of a constant size: SPEC 1.3's leaf model.
    let constant: [(String, LeafKind)] = [
      ("UISwitch", .fixed(switchSize)),
      ("UIActivityIndicatorView", .fixed(Size(width: 20, height: 20))),
      ("UIStepper", .fixed(stepperSize)),
      ("UITextField", .horizontallyExpandable(height: 34)),
      ("UISlider", .horizontallyExpandable(height: 31)),
      ("UIProgressView", .horizontallyExpandable(height: 4)),
      ("UISearchBar", .horizontallyExpandable(height: 56)),
      // The bars at their iPhone portrait heights (Apple HIG, "Toolbars", "Navigation bars",
      // "Tab bars": 44, 44 and 49 points; the heights their sizeThatFits gives), as wide as placed.
      ("UIToolbar", .horizontallyExpandable(height: 44)),
      ("UINavigationBar", .horizontallyExpandable(height: 44)),
      ("UITabBar", .horizontallyExpandable(height: 49)),
      ("UIScrollView", .scrollable),
      ("UITextView", .scrollable),
      ("UITableView", .scrollable),
    ]
    for (name, kind) in constant {
      table[name] = ViewConstructor(typeName: name, labels: []) { _, _ in kind }
    }
    // `UIActivityIndicatorView(style: .medium)`: 20×20; `.large` (and the old `.whiteLarge`) 37×37,
    // the sizes the simulator measures for the two styles.
    table["UIActivityIndicatorView"] = ViewConstructor(typeName: "UIActivityIndicatorView", labels: ["style"]) { e, a throws(Diagnostic) in
      let large = try e.choice(a["style"], default: false, ["medium": false, "large": true, "white": false, "gray": false,
                                                             "whiteLarge": true])
      return .fixed(large ? Size(width: 37, height: 37) : Size(width: 20, height: 20))
    }
    // A blur or vibrancy behind content: a UIView subclass that does not override
    // `intrinsicContentSize` (UIKit's `UIVisualEffectView` reference), so it is laid out as a
    // plain view, sized by its container or constraints; its effect is only how it looks.
    // `UIProgressView(progressViewStyle: .default)`: "UIProgressView sets the height of the returned
    // view according to the specified style" (Apple's `init(progressViewStyle:)` reference): its
    // frame starts 4 high (its height here), 0 wide, where UIKit's own layout keeps frames (`createView`).
    table["UIProgressView"] = ViewConstructor(typeName: "UIProgressView", labels: ["progressViewStyle"]) { _, _ in .horizontallyExpandable(height: 4) }
    table["UIVisualEffectView"] = ViewConstructor(typeName: "UIVisualEffectView", labels: ["effect"]) { _, _ in .plainView }
    // `UICollectionView(frame: view.bounds, collectionViewLayout: layout)`, `UITableView(frame:style:)`:
    // scroll views, sized by their container, whatever their layout or style (which place their cells).
    table["UICollectionView"] = ViewConstructor(typeName: "UICollectionView", labels: ["collectionViewLayout"]) { _, _ in .scrollable }
    table["UITableView"] = ViewConstructor(typeName: "UITableView", labels: ["style"]) { _, _ in .scrollable }
    return table
  }()
}
