import LayoutCore
import LayoutRender

/// `@IBOutlet weak var titleLabel: UILabel!`: a view a storyboard or nib makes and lays out,
/// neither of which is in the pasted file. Without it the outlet is nil and every line of set-up
/// code that styles it stops; with it, each outlet is a view of its declared type (a box named for
/// the type when the type is the app's own), the set-up code runs on it, and the views the code
/// does not place itself are stacked in the host view, top to bottom in the order declared, 8
/// points apart inside its layout margins, each at its own size and 44 points tall when it has no
/// height of its own (nor one the code makes equal to something) — a layout of ours, said in one note, since the
/// storyboard's is unknown.
/// Outlets of constraints, gesture recognizers, bar items and collections stay nil, as before. So
/// does an outlet the class's own code makes when it is nil (`if tableView == nil { tableView =
/// UITableView(frame: view.bounds) }`, `let container = containerView ?? UIScrollView(…)`): a
/// class written for both a storyboard and code, whose code path is the one the file holds
/// (`Parser.outletsMadeInCode`).
enum StoryboardOutlets {
  /// The pseudo-call that records an outlet's view: `#storyboardOutlet(UILabel())`.
  static let callName = "#storyboardOutlet"

  /// The value of an outlet of `type` (`UILabel!`, `AvatarImageView?`): the view made and recorded,
  /// or, for an outlet that holds no view (`NSLayoutConstraint!`), the call without one, nil.
  static func expression(type written: String, at location: SourceLocation) -> Expression {
    let type = String(written.filter { !"!? ".contains($0) })
    guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
          !notViews.contains(where: { type.hasSuffix($0) }) else { return none(at: location) }
    let made = Expression.call(.make(.name(type, location), [], at: location))
    return .call(.make(.name(callName, location), [Argument(label: nil, value: made, isTrailingClosure: false, location: location)],
                       at: location))
  }

  /// The value of an outlet that holds no view: nil.
  static func none(at location: SourceLocation) -> Expression {
    .call(.make(.name(callName, location), [], at: location))
  }

  /// True for the call an outlet's value is (`expression(type:at:)`).
  static func isOutlet(_ call: CallSyntax) -> Bool {
    if case .name(callName) = call.callee { return true }
    return false
  }

  /// What an outlet holds that is no view, by the end of its type's name.
  private static let notViews = ["Constraint", "GestureRecognizer", "BarButtonItem", "NavigationItem", "TabBarItem", "Item",
                                 "Controller", "Delegate", "DataSource", "Object", "Font", "Color", "Image"]

  /// The space between two stacked outlets, and the height of one without a height of its own (a choice of ours).
  static let spacing = 8.0
  static let height = 44.0
}

extension Parser {
  /// The class's members `list`, its outlets that its code tests for nil (`name == nil`, `name ??
  /// …`, in the tokens from `start` to here) read as nil (`StoryboardOutlets`); so are its
  /// implicitly unwrapped `var`s without a value so tested (`var tableView: UITableView!`), which
  /// Swift makes nil and which otherwise read as a view of their type.
  mutating func outletsMadeInCode(_ list: [Statement], tokensFrom start: Int) -> [Statement] {
    var outlets: Set<String> = []
    for statement in list {
      switch statement {
      case .binding(let name, _, .call(let call), _) where StoryboardOutlets.isOutlet(call) && !call.isEmpty: outlets.insert(name)
      case .uninitialized(let name, true, let type, _) where type.hasSuffix("!"): outlets.insert(name)
      default: break
      }
    }
    guard !outlets.isEmpty else { return list }
    var tested: Set<String> = []
    for position in max(start, 2)..<max(index, 2) {
      guard let name = tokens[position].identifier, outlets.contains(name), !tokens[position &- 1].isSymbol(".") || tokens[position &- 2].isWord("self") else { continue }
      let next = tokens[position + 1]
      if next.isSymbol("??") || next.isSymbol("==") && tokens[position + 2].isWord("nil") { tested.insert(name) }
    }
    guard !tested.isEmpty else { return list }
    return list.map { statement in
      switch statement {
      case .binding(let name, let isVariable, _, let location) where tested.contains(name):
        return .binding(name: name, isVariable: isVariable, value: StoryboardOutlets.none(at: location), location)
      case .uninitialized(let name, true, _, let location) where tested.contains(name):
        return .binding(name: name, isVariable: true, value: .name("nil", location), location)
      default:
        return statement
      }
    }
  }
}

extension Parser {
  /// The names `x` of `x.text = value` (or `attributedText`) in the tokens from `start` to here
  /// whose value is neither an empty string literal nor `nil` (`ViewClassDeclaration.textsFilledLater`).
  func textsFilledLater(tokensFrom start: Int) -> Set<String> {
    var names: Set<String> = []
    for position in max(start, 3)..<max(index, 3) {
      guard tokens[position].isSymbol("="), let property = tokens[position &- 1].identifier, property == "text" || property == "attributedText",
            tokens[position &- 2].isSymbol("."), let name = tokens[position &- 3].identifier else { continue }
      let value = tokens[position + 1]
      if value.isWord("nil") { continue }
      if case .string(let pieces) = value.kind, pieces.allSatisfy({ $0 == .text("") }) { continue }
      names.insert(name)
    }
    return names
  }

  /// The names `x` of `x = value` and `self.x = value` in the tokens from `start` to here (a view
  /// struct's members) whose value is neither an empty string literal nor `nil`: the properties its
  /// own code sets later (`Parameter.isFilledLater`). A declaration's `var x = …` is none.
  func statesFilledLater(tokensFrom start: Int) -> Set<String> {
    var names: Set<String> = []
    for position in max(start, 3)..<max(index, 3) {
      guard tokens[position].isSymbol("="), let name = tokens[position &- 1].identifier else { continue }
      let before = tokens[position &- 2]
      if before.isWord("var") || before.isWord("let") { continue }
      if before.isSymbol("."), !tokens[position &- 3].isWord("self") { continue }
      let value = tokens[position + 1]
      if value.isWord("nil") { continue }
      if case .string(let pieces) = value.kind, pieces.allSatisfy({ $0 == .text("") }) { continue }
      names.insert(name)
    }
    return names
  }
}

extension Evaluator {
  /// Puts the outlets no code placed in the host view (made if need be: `view` of a controller,
  /// `contentView` of a cell, `self` of a view); returns those no constraint of the code places
  /// (relates an edge or a centre of), to be stacked by `stackOutlets`: one the code only sizes
  /// (`passwordView.heightAnchor.constraint(lessThanOrEqualTo: …)`, an aspect ratio) is stacked too.
  func placeStoryboardOutlets() -> [Int] {
    let unplaced = uikit.outlets.filter { uikit.superviews[$0] == nil && $0 != uikit.host }
    guard !unplaced.isEmpty, let host = uikit.host ?? outletHost() else { return [] }
    let constrained = Set(uikit.records.flatMap { record in
      let constraint = record.constraint
      return (constraint.attribute.isDimension ? [] : [constraint.item])
        + (constraint.secondItem.map { constraint.secondAttribute?.isDimension == true ? [] : [$0] } ?? [])
    })
    for outlet in unplaced {
      uikit.add(outlet, to: host)
      uikit.translatesMask[outlet] = false  // a storyboard's views are laid out by constraints
    }
    return unplaced.filter { !constrained.contains($0) }
  }

  /// The host of a class whose code never named it: its kind by the class's superclass.
  private func outletHost() -> Int? {
    let superclass = flattenedSuperclass ?? ""
    let name = superclass.hasSuffix("Controller") ? "view" : superclass.hasSuffix("Cell") ? "contentView" : "self"
    return uikitHost(.name(name, viewTable.views[uikit.outlets[0]].location))
  }

  /// Stacks `outlets` in their superview's margins (see `StoryboardOutlets`), with one note.
  func stackOutlets(_ outlets: [Int], _ builder: inout UIKitSystemConstraints) {
    guard let first = outlets.first, let host = uikit.superviews[first] else { return }
    let margins = guide(.margins, of: host, at: viewTable.views[host].location)
    var above: (item: Int, attribute: AnchorAttribute, gap: Double) = (margins, .top, 0)
    for outlet in outlets {
      let kind = viewTable.views[outlet].kind
      var list = [
        AnchorConstraint(item: outlet, attribute: .top, relation: .equal, secondItem: above.item, secondAttribute: above.attribute,
                         constant: above.gap, identifier: "storyboard-outlet-stack"),
        AnchorConstraint(item: outlet, attribute: .leading, relation: .equal, secondItem: margins, secondAttribute: .leading,
                         identifier: "storyboard-outlet-stack"),
      ]
      let keepsWidth = kind.intrinsicLength(.horizontal) != nil
      list.append(AnchorConstraint(item: outlet, attribute: .trailing, relation: keepsWidth ? .lessOrEqual : .equal,
                                   secondItem: margins, secondAttribute: .trailing, identifier: "storyboard-outlet-stack"))
      let sizedHeight = uikit.records.contains {
        $0.constraint.item == outlet && $0.constraint.attribute == .height && $0.constraint.relation == .equal
      }
      if kind.intrinsicLength(.vertical) == nil, !sizedHeight {
        list.append(AnchorConstraint(item: outlet, attribute: .height, relation: .equal, secondItem: nil, secondAttribute: nil,
                                     constant: StoryboardOutlets.height, identifier: "storyboard-outlet-stack"))
      }
      builder.add(list, at: viewTable.views[outlet].location)
      above = (outlet, .bottom, StoryboardOutlets.spacing)
    }
    // The last ends inside the margins: a cell's row grows to hold them all.
    builder.add([AnchorConstraint(item: above.item, attribute: .bottom, relation: .lessOrEqual, secondItem: margins,
                                  secondAttribute: .bottom, identifier: "storyboard-outlet-stack")],
                at: viewTable.views[above.item].location)
    let names = outlets.map { viewTable.name(ofView: $0) ?? viewTable.views[$0].typeName }
    note("the storyboard or nib that lays out \(names.count == 1 ? "this outlet" : "these outlets") is not in the file, so "
           + "\(names.count == 1 ? "it is" : "they are") stacked top to bottom in the order declared, "
           + "\(formatNumber(StoryboardOutlets.spacing)) points apart inside the margins, each at its own size "
           + "(\(formatNumber(StoryboardOutlets.height)) points tall when it has none): \(names.joined(separator: ", "))",
         at: viewTable.views[first].location)
  }
}
