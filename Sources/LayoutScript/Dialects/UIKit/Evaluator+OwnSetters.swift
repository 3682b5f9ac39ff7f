import LayoutCore

/// A pasted class's set-up code setting its own view's UIKit properties without `self.`
/// (`backgroundColor = .white`, `layer.cornerRadius = 12`, `isUserInteractionEnabled = true`),
/// as `init(frame:)` and `viewDidLoad()` do: accepted. What only changes how the view looks
/// joins the one note of appearance setters; what changes how it behaves is noted where it is, as
/// is, in UIKit code, any other property of its own (`title = "Settings"`) qlrepl does not model.
/// A name the class declares is its own property, never one of these.
extension Evaluator {
  /// UIView's (and its cells') properties that change only how the view looks (Apple's UIView
  /// documentation, "Configuring a view's visual appearance"; `layer.…` is its CALayer's).
  static let ownAppearanceSetters: Set<String> = [
    "backgroundColor", "tintColor", "alpha", "isOpaque", "clipsToBounds", "contentMode", "overrideUserInterfaceStyle",
    "tintAdjustmentMode", "maskView", "layer",
  ]

  /// UIView's (and its cells') properties that change how the view behaves, not where it is:
  /// events, accessibility, identity, cell selection.
  static let ownBehaviourSetters: Set<String> = [
    "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch", "accessibilityLabel", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityTraits", "accessibilityValue", "isAccessibilityElement", "tag",
    "semanticContentAttribute", "selectionStyle", "accessoryType",
    "focusEffect", "isSelected", "isHighlighted", "isEnabled",
  ]

  /// True when `target = …` in set-up code sets a property of the class's own view, which is
  /// then accepted (and noted); false for anything else.
  func setsOwnProperty(_ target: Expression) -> Bool {
    guard setUpInProgress != nil else { return false }
    let name: String, location: SourceLocation, isLayer: Bool
    switch target {
    case .name(let property, let at):
      (name, location, isLayer) = (property, at, false)
    case .member(.name("layer", _), let property, let at):
      (name, location, isLayer) = (property, at, true)
    default:
      return false
    }
    let declared = isLayer ? "layer" : name
    guard !scopes.contains(where: { $0[declared] != nil }), declarations.functions[declared] == nil,
          typeContext.last.map({ typeMember(named: declared, in: $0) == nil }) ?? true else { return false }
    if isLayer || Self.ownAppearanceSetters.contains(name) {
      appearanceSetters.insert(isLayer ? "layer.\(name)" : name)
      if appearanceSetters.count == 1 { appearanceSetterLocation = location }
      return true
    }
    guard Self.ownBehaviourSetters.contains(name) else { return false }
    note("'\(name)' of the class's own view is accepted: it changes how the view behaves, not the layout", at: location)
    return true
  }

  /// True when `translatesAutoresizingMaskIntoConstraints = false` (or `self.…`) in set-up code
  /// sets the class's own view's: read as a subview's is, so the class's view added to a view it
  /// is given (`cell.contentView.addSubview(self)`) is placed by its constraints, not its zero frame.
  func setsOwnMaskTranslation(_ target: Expression, _ expression: Expression) throws(Diagnostic) -> Bool {
    guard setUpInProgress != nil, case .name("translatesAutoresizingMaskIntoConstraints", let location) = target,
          !scopes.contains(where: { $0["translatesAutoresizingMaskIntoConstraints"] != nil }),
          case .bool(let translates) = try evaluate(expression) else { return false }
    uikit.translatesMask[uikitHostView("self", at: location)] = translates
    return true
  }

  /// True when `name = …` in UIKit set-up code sets any other UIKit property of the class itself
  /// (a controller's `title = "Settings"`, `edgesForExtendedLayout = []`), which is then accepted
  /// and noted: tried after every property qlrepl reads (`uikitAssignment`), for a name nothing
  /// declares and no typo of one the script does.
  func setsOwnUnmodelledProperty(_ target: Expression) -> Bool {
    guard setUpInProgress != nil, isUIKitCode, case .name(let name, let location) = target, !scopes.contains(where: { $0[name] != nil }),
          declarations.functions[name] == nil, typeContext.last.map({ typeMember(named: name, in: $0) == nil }) ?? true,
          typoHint(name) == nil else { return false }
    if unmodelledNotePlaces.insert(location).inserted {
      note("'\(name)' of the class itself is a UIKit property qlrepl does not model: accepted, the layout does not read it", at: location)
    }
    return true
  }
}
