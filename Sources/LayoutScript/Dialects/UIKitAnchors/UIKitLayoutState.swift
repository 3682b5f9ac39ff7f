import LayoutCore

/// What UIKit's Auto Layout code has done so far: the view hierarchy `addSubview` builds, which
/// views still translate their autoresizing mask, the layout guides asked for, the stack views'
/// configurations, and every constraint made (active or not), in the order activated.
/// `uikitAnchorsScript` turns it into the engine's `AnchorsLayout` at the end of evaluation.
struct UIKitLayoutState {
  /// A constraint made by the script (anchors, `NSLayoutConstraint(item:…)`, VFL, SnapKit).
  struct Record {
    var constraint: AnchorConstraint
    var isActive = false
    var location: SourceLocation
  }

  /// Every constraint made, by `UIKitValue.constraint` index.
  var records: [Record] = []
  /// The constraints activated, in the order of their (last) activation.
  var activationOrder: [Int] = []
  /// Constraints deactivated after being active (not "never activated").
  var deactivated: Set<Int> = []
  /// `superviews[view]`: the view `addSubview` (or `addLayoutGuide`, `addArrangedSubview`) put it in.
  var superviews: [Int: Int] = [:]
  /// The views and guides in the order they were added to a superview.
  var added: [Int] = []
  /// Views whose `translatesAutoresizingMaskIntoConstraints` was set (true is UIKit's default for views made in code).
  var translatesMask: [Int: Bool] = [:]
  /// `autoresizingMask` set by the script: the flexible members' names (`flexibleWidth`, …).
  var autoresizingMasks: [Int: Set<String>] = [:]
  /// The guides made, by owner and kind, and each guide's kind.
  var guides: [GuideKey: Int] = [:]
  var guideKinds: [Int: GuideKind] = [:]
  /// `layoutMargins` / `directionalLayoutMargins` set by the script.
  var margins: [Int: EdgeInsets] = [:]
  /// Views whose `preservesSuperviewLayoutMargins` is true.
  var preservesSuperviewMargins: Set<Int> = []
  /// The shown class's own layout pass (`layoutSubviews()`), kept to run after the content its
  /// views take from their surroundings is filled in (`Evaluator+LayoutPass`).
  var shownLayoutPasses: [(what: String, body: [Statement])] = []
  /// The stack views and how each is configured.
  var stacks: [Int: StackViewConfiguration] = [:]
  /// The ORStackViews and the views each stacks (`Evaluator+ORStackView`).
  var orStacks: [Int: ORStackState] = [:]
  /// The constraints SnapKit's makers made for each view, for `updateConstraints` and `remakeConstraints`.
  var snapKit: [Int: [Int]] = [:]
  /// The frames the script set (`frame =`, `bounds =`, `center =`, `sizeToFit()`), in each
  /// view's superview: what a view that translates its autoresizing mask is fixed at.
  var frames: [Int: Rect] = [:]
  /// Each view's PinLayout chain now being read (`Evaluator+PinLayout`).
  var pinLayouts: [Int: PinLayoutSpec] = [:]
  /// The view standing for the pasted class (`view` of a view controller, `self` of a view).
  var host: Int?
  /// True once the script made a constraint, a stack view, a layout guide or a SnapKit maker:
  /// without a body, it is then laid out by Auto Layout.
  var isUsed = false
  /// The views the file's `@IBOutlet`s declare, in the order declared (`StoryboardOutlets`).
  var outlets: [Int] = []
  /// The statements of the class's code skipped as Swift qlrepl could not read (an app's own
  /// operator), by the code they are in, each place once however often it ran: the views'
  /// constraints may be there (`placeViewsOfUnreadCode`), and one note per method says so.
  var skippedStatements: [(what: String, places: [SourceLocation])] = []
  /// The app's own helpers already noted, by name (`Evaluator.pinByAppHelper`, `appConstraintHelper`).
  var pinningHelpers: Set<String> = []
  /// True once a permission request's handler ran and was noted (`permissionRequest`).
  var notedPermissionRequest = false
  /// The UITextViews' text, font, scrolling and insets as set (`Evaluator+TextViews`).
  var textViews: [Int: TextViewState] = [:]
  /// The app's constraint helpers read by their names, for their one note (`noteConstraintHelpers`).
  var constraintHelpers: [(name: String, location: SourceLocation)] = []
  /// What a script that is not laid out by UIKit's Auto Layout (a QuickLayout body, SwiftLayout,
  /// views added and never constrained) is told about its UIKit calls: that they are ignored.
  /// Kept as the call's or property's name and place (a script may add thousands of views).
  var ignoredCalls: [(name: String, isProperty: Bool, location: SourceLocation)] = []

  /// The notes `ignoredCalls` stand for.
  var ignoredNotes: [Diagnostic] {
    ignoredCalls.map { call in
      Diagnostic(call.isProperty ? "'\(call.name)' is ignored: it does not change the layout"
                   : "'\(call.name)(…)' is a UIKit call and is ignored: it does not change the layout",
                 at: call.location, severity: .note)
    }
  }

  /// A constraint made now, not active yet; its index.
  mutating func make(_ constraint: AnchorConstraint, at location: SourceLocation) -> Int {
    isUsed = true
    records.append(Record(constraint: constraint, location: location))
    return records.count - 1
  }

  /// Activates (or deactivates) constraint `index`; activating an active one changes nothing.
  mutating func setActive(_ index: Int, _ active: Bool) {
    guard records.indices.contains(index), records[index].isActive != active else { return }
    records[index].isActive = active
    if active {
      activationOrder.append(index)
    } else {
      activationOrder.removeAll { $0 == index }
      deactivated.insert(index)
    }
  }

  /// Puts `child` in `parent` (moving it when it had another superview).
  mutating func add(_ child: Int, to parent: Int) {
    guard child != parent else { return }
    if superviews[child] == nil { added.append(child) }
    superviews[child] = parent
  }

  /// True when the view makes autoresizing-mask constraints: a view made in code does until the
  /// script sets `translatesAutoresizingMaskIntoConstraints = false` (UIKit's default, from
  /// UIView's reference: "If you create the view programmatically, this property is true").
  func translatesMask(_ view: Int) -> Bool { translatesMask[view] ?? true }
}

/// Which guide of a view a `GuideKey` names.
enum GuideKind: Hashable, Sendable {
  /// `safeAreaLayoutGuide`.
  case safeArea
  /// `layoutMarginsGuide`.
  case margins
  /// `readableContentGuide`.
  case readableContent
  /// A scroll view's `contentLayoutGuide`: its content area, from the scroll view's top left,
  /// as large as the constraints on it make it.
  case scrollContent
  /// A scroll view's `frameLayoutGuide`: its frame.
  case scrollFrame
  /// `UILayoutGuide()` added with `addLayoutGuide`.
  case custom
  /// A stack view's own spacer between two arranged views (`_UIOLAGapGuide`).
  case stackGap
  /// A stack view's alignment spanner (`_UILayoutSpacer`): as tall as its tallest arranged view.
  case stackSpanner

  /// The property that reads it, for names: `safeAreaLayoutGuide`.
  var propertyName: String {
    switch self {
    case .safeArea: return "safeAreaLayoutGuide"
    case .margins: return "layoutMarginsGuide"
    case .readableContent: return "readableContentGuide"
    case .scrollContent: return "contentLayoutGuide"
    case .scrollFrame: return "frameLayoutGuide"
    case .custom: return "UILayoutGuide"
    case .stackGap: return "gap"
    case .stackSpanner: return "spanner"
    }
  }
}

/// A view's guide of one kind.
struct GuideKey: Hashable, Sendable {
  var owner: Int
  var kind: GuideKind
}
