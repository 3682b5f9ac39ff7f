/// Who made a constraint of a log, read from its class and identifier.
public enum ConstraintOrigin: String, Sendable, Hashable, CaseIterable {
  /// The app's own: a plain `NSLayoutConstraint`, SnapKit's, Masonry's, or one made from a storyboard.
  case app
  /// `_UISystemBaselineConstraint`: the app asked for system spacing between baselines.
  case systemSpacing
  /// `UIView-Encapsulated-Layout-Width`/`-Height`: the size a table or collection view gives its cell (or a
  /// presentation its view).
  case encapsulatedSize
  /// `NSAutoresizingMaskLayoutConstraint`: the view's frame and autoresizing mask, because its
  /// `translatesAutoresizingMaskIntoConstraints` is still true.
  case autoresizingMask
  /// `UISV-*`: a UIStackView's arrangement.
  case stackView
  /// `UIView-*Margin-guide-constraint`, `UIViewSafeAreaLayoutGuide-*`, `_UILayoutSupportConstraint`:
  /// where UIKit puts the margins, the safe area and the old top and bottom layout guides.
  case layoutGuide
  /// `_UITemporaryLayoutWidth`/`-Height`: the size UIKit holds a view at before it is placed.
  case temporarySize
  /// `NSIBPrototypingLayoutConstraint`: made by Interface Builder for a view left without constraints.
  case interfaceBuilder
  /// `NSContentSizeLayoutConstraint`: a view's intrinsic content size.
  case contentSize
  /// A constraint between UIKit's private views only (`_UIButtonBarStackView`, `_UIKBCompatInputView`,
  /// `UIKeyboardAssistantBar`, `UIInputSetHostView`): the insides of keyboards, toolbars and bars.
  case privateViews

  /// The classes whose views only UIKit makes: a leading underscore and `_UI…`, the keyboard's
  /// and the input views' classes.
  public static func isPrivateClass(_ name: String) -> Bool {
    name.hasPrefix("_UI") || name.hasPrefix("UIKeyboard") || name.hasPrefix("UIInputSet") || name.hasPrefix("UIRemoteKeyboard")
  }

  /// True for the constraints UIKit makes itself (what an app does not write).
  public var isUIKits: Bool {
    switch self {
    case .app, .systemSpacing: return false
    case .encapsulatedSize, .autoresizingMask, .stackView, .layoutGuide, .temporarySize, .interfaceBuilder, .contentSize,
         .privateViews:
      return true
    }
  }
}
