import LayoutCore

/// Stevia's visual layout (`Stevia+Operators`, `Stevia+Stacks`), run as the library's operator
/// functions make their constraints (`v` a view, `s` its superview, `n` a number):
///
/// | written | constraints | value |
/// |---|---|---|
/// | `\|v`, `v\|` | `v.leading == s.leading`, `v.trailing == s.trailing` | `v` |
/// | `\|-v`, `v-\|` | the same, 8 in | `v` |
/// | `\|-n-v`, `v-n-\|` | the same, `n` in | `v` |
/// | `a-b`, `a-n-b` | `b.leading == a.trailing + 8` (or `+ n`) | `[a, b]` |
/// | `v ~ n` (`[views] ~ n`) | `v.height == n` | `v` |
/// | `layout(n, row, n, row, >=n, row, n)` (or `layout { … }`) | the first row's top `n` below `s`'s top; each next row's top `n` below the row before (`>=n`: at least); a number last, the last row's bottom `n` above `s`'s bottom; two rows with no number between, 0 apart; a row of several views is placed by its first, the others on its centre line (`align(horizontally:)`: each `centerY` to the one before) | the views |
///
/// A view without a superview gets none of them (Stevia's `if let spv = superview`).
extension Evaluator {
  private static let sideType = "#SteviaSide"
  private static let partialType = "#SteviaPartial"
  private static let flexibleType = "#SteviaFlexibleMargin"

  /// `#steviaEdge`, `#steviaHeight` and `#steviaFlexibleMargin` (`Parser+Stevia`); nil for any other name.
  func steviaPseudoCall(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch name {
    case Parser.steviaEdgeCall:
      guard case .string(let edge)? = arguments.positional(0)?.value, let operand = arguments.positional(1)?.value else { return .void }
      if let number = operand.numberValue { return Self.marker(Self.sideType, ["constant": .number(number)]) }  // `|-20`, `20-|`
      let views = Self.views(in: operand)
      let isLeading = edge.hasPrefix("leading")
      if let view = isLeading ? views.first : views.last {
        steviaEdge(isLeading ? .leading : .trailing, of: view, inset: edge.hasSuffix("8") ? 8 : 0, at: arguments.location)
      }
      return operand
    case Parser.steviaHeightCall:
      guard let operand = arguments.positional(0)?.value else { return .void }
      let height = try number(arguments.positional(1), default: 0)
      for view in Self.views(in: operand) { steviaLength(.height, of: view, height, at: arguments.location) }
      return operand
    case Parser.steviaFlexibleMarginCall:
      guard case .string(let relation)? = arguments.positional(0)?.value else { return .void }
      return Self.marker(Self.flexibleType, ["relation": .string(relation), "points": .number(try number(arguments.positional(1), default: 0))])
    default:
      return nil
    }
  }

  /// Infix `-` of the visual layout between views, rows and margins; nil for any other operands.
  func steviaMinus(_ left: Value, _ right: Value, at location: SourceLocation) -> Value? {
    let leftViews = Self.views(in: left), rightViews = Self.views(in: right)
    if let side = Self.field(left, of: Self.sideType, "constant")?.numberValue, let view = rightViews.first {
      steviaEdge(.leading, of: view, inset: side, at: location)  // `|-20-view`
      return right
    }
    if let side = Self.field(right, of: Self.sideType, "constant")?.numberValue, let view = leftViews.last {
      steviaEdge(.trailing, of: view, inset: side, at: location)  // `view-20-|`
      return left
    }
    if let last = leftViews.last, let number = right.numberValue {
      return Self.marker(Self.partialType, ["views": .array(leftViews.map(Value.view)), "view": .view(last), "constant": .number(number)])
    }
    if case .view(let previous)? = Self.field(left, of: Self.partialType, "view"), let gap = Self.field(left, of: Self.partialType, "constant")?.numberValue,
       let next = rightViews.first {
      steviaSpace(from: previous, to: next, gap, at: location)  // `a-20-b`
      let before = Self.field(left, of: Self.partialType, "views").map(Self.views(in:)) ?? [previous]
      return .array((before + rightViews).map(Value.view))
    }
    if let previous = leftViews.last, let next = rightViews.first, isView(left), isView(right) {
      steviaSpace(from: previous, to: next, 8, at: location)  // `a-b`
      return .array((leftViews + rightViews).map(Value.view))
    }
    return nil
  }

  /// `layout(…)` of Stevia on `container`: its items, numbers, rows and flexible margins, stacked
  /// as `Stevia+Stacks`'s `layout(_:)` stacks them.
  func steviaLayout(_ items: [Value], at location: SourceLocation) {
    var margin: (relation: AnchorRelation, points: Double)?
    var previousRow: Int?
    for (index, item) in items.enumerated() {
      if let number = item.numberValue {
        margin = (.equal, number)
        if index != 0, index == items.count - 1, let previousRow {
          steviaEdge(.bottom, of: previousRow, inset: number, at: location)
        }
        continue
      }
      if case .string(let relation)? = Self.field(item, of: Self.flexibleType, "relation"),
         let points = Self.field(item, of: Self.flexibleType, "points")?.numberValue {
        margin = (relation == ">=" ? .greaterOrEqual : .lessOrEqual, points)
        if index != 0, index == items.count - 1, let previousRow {
          // A flexible last margin: the bottom at least (or at most) `points` above the superview's.
          steviaRelate(previousRow, .bottom, flipped(margin!.relation), to: uikit.superviews[previousRow], .bottom, constant: -points, at: location)
        }
        continue
      }
      let row = Self.views(in: item)
      guard let view = row.first else { continue }
      for (previous, next) in zip(row, row.dropFirst()) {
        steviaRelate(next, .centerY, .equal, to: previous, .centerY, constant: 0, at: location)  // `align(horizontally:)`
      }
      if let (relation, points) = margin {
        if index == 1 {
          steviaRelate(view, .top, relation, to: uikit.superviews[view], .top, constant: points, at: location)
        } else if let previousRow {
          steviaRelate(view, .top, relation, to: previousRow, .bottom, constant: points, at: location)
        }
      } else if let previousRow, index > 0, !Self.views(in: items[index - 1]).isEmpty {
        steviaRelate(view, .top, .equal, to: previousRow, .bottom, constant: 0, at: location)
      }
      margin = nil
      previousRow = view
    }
  }

  private func flipped(_ relation: AnchorRelation) -> AnchorRelation {
    switch relation {
    case .greaterOrEqual: return .lessOrEqual
    case .lessOrEqual: return .greaterOrEqual
    case .equal: return .equal
    }
  }

  /// `view`'s edge to its superview's, `inset` in (a trailing or bottom one's constant negated).
  func steviaEdge(_ attribute: AnchorAttribute, of view: Int, inset: Double, at location: SourceLocation) {
    let constant = attribute == .trailing || attribute == .bottom || attribute == .right ? -inset : inset
    steviaRelate(view, attribute, .equal, to: uikit.superviews[view], attribute, constant: constant, at: location)
  }

  /// `view`'s width or height, `length`.
  func steviaLength(_ attribute: AnchorAttribute, of view: Int, _ length: Double, at location: SourceLocation) {
    activateStevia(AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: nil, secondAttribute: nil,
                                    constant: length), at: location)
  }

  /// Makes `constraint` and activates it, as each of Stevia's methods and operators does; its index.
  @discardableResult
  func activateStevia(_ constraint: AnchorConstraint, at location: SourceLocation) -> Int {
    uikit.isUsed = true
    let index = uikit.make(constraint, at: location)
    uikit.setActive(index, true)
    return index
  }

  private func steviaSpace(from previous: Int, to next: Int, _ gap: Double, at location: SourceLocation) {
    steviaRelate(next, .leading, .equal, to: previous, .trailing, constant: gap, at: location)
  }

  /// One active constraint `view.attribute relation other.otherAttribute + constant`; none when
  /// `other` is nil (a view with no superview yet).
  private func steviaRelate(_ view: Int, _ attribute: AnchorAttribute, _ relation: AnchorRelation, to other: Int?,
                            _ otherAttribute: AnchorAttribute, constant: Double, at location: SourceLocation) {
    guard let other else { return }
    activateStevia(AnchorConstraint(item: view, attribute: attribute, relation: relation, secondItem: other,
                                    secondAttribute: otherAttribute, constant: constant), at: location)
  }

  private func isView(_ value: Value) -> Bool {
    switch value {
    case .view: return true
    case .array(let items): return !items.isEmpty && items.allSatisfy { if case .view = $0 { true } else { false } }
    default: return false
    }
  }

  /// The views a value is: a view, or a row's array of them.
  static func views(in value: Value) -> [Int] {
    switch value {
    case .view(let id): return [id]
    case .array(let items): return items.compactMap { if case .view(let id) = $0 { id } else { nil } }
    default: return []
    }
  }

  private static func marker(_ type: String, _ fields: KeyValuePairs<String, Value>) -> Value {
    .structure(StructValue(typeName: type, fields: fields.map { (name: $0.key, value: $0.value) }))
  }

  private static func field(_ value: Value, of type: String, _ name: String) -> Value? {
    guard case .structure(let structure) = value, structure.typeName == type else { return nil }
    return structure[name]
  }
}
