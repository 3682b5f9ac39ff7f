import LayoutCore

/// The fix to suggest for the common patterns of a conflict log, read from the kinds of
/// constraint in its minimal set:
/// - a cell's encapsulated size against the app's chain of constraints (a self-sizing cell
///   while the table view still holds its estimated height): the app's bottom constraint or
///   fixed height at priority 999;
/// - an autoresizing-mask constraint (`translatesAutoresizingMaskIntoConstraints` left on);
/// - a stack view's hidden arranged subview (`UISV-hiding`, its length 0) against the app's lengths
///   and edges inside it: the same, at 999;
/// - two fixed lengths of one view on one axis (an old constraint still active beside a new one);
/// - a length held below zero by UIKit itself (an action sheet's `width == - 16`): UIKit's own, nothing to fix;
/// - a conflict among UIKit's private views only (a keyboard's assistant bar, a toolbar): the same.
/// Otherwise: lower the priority of the constraint that can best give way.
struct ConflictFix {
  let log: ConflictLog
  let findings: ConflictLogFindings
  let layout: AnchorsLayout
  let names: [String]

  var lines: [String] {
    let set = findings.minimalSet.map { log.entries[$0] }
    let origins = Set(set.map(\.origin))
    var fixes: [String] = []
    let broken = findings.broken.map { log.entries[$0].address }
    if origins.contains(.autoresizingMask) {
      let views = set.filter { $0.origin == .autoresizingMask }.compactMap { constraint($0).map { names[$0.item] } }
      fixes.append("translatesAutoresizingMaskIntoConstraints is left on for \(unique(views).joined(separator: ", ")): "
                   + "set it to false on each view you give constraints to")
    }
    if origins.contains(.encapsulatedSize), let candidate = bottomOrHeight(in: set) {
      let held = set.filter { $0.origin == .encapsulatedSize }.compactMap { constraint($0).map { names[$0.item] } }
      let what = held.contains { $0.contains("Cell") } ? "a self-sizing cell held at the size its table or collection view gives it"
        : "\(unique(held).joined(separator: ", ")) held at the size its container gives it (UIView-Encapsulated-Layout)"
      fixes.append("\(what): let the app's \(candidate.1) give way, `:priority \(candidate.0) 999` "
                   + "(in code: `.priority = UILayoutPriority(999)`)")
    }
    if set.contains(where: { $0.identifier == "UISV-hiding" }), let candidate = bottomOrHeight(in: set) {
      fixes.append("a hidden arranged subview, held at 0 by its stack view (UISV-hiding): let the app's \(candidate.1) "
                   + "give way, `:priority \(candidate.0) 999`")
    }
    if let (first, second) = twoFixedLengths(in: set) {
      let attribute = constraint(first)!.attribute.rawValue
      fixes.append("two fixed \(attribute)s for \(names[constraint(first)!.item]) (\(formatNumber(constraint(first)!.constant)) and "
                   + "\(formatNumber(constraint(second)!.constant))): keep one — deactivate the old constraint before activating the new")
    }
    if set.count == 1, let only = constraint(set[0]), only.attribute.isDimension, only.secondItem == nil, only.constant < 0 {
      fixes.append("a \(only.attribute.rawValue) below zero on its own: UIKit made it (action sheets do since iOS 12.2); nothing in the app to fix")
    }
    if !set.isEmpty, set.allSatisfy({ $0.origin.isUIKits }), origins.contains(.privateViews), fixes.isEmpty {
      fixes.append("every constraint of this conflict is UIKit's own, between its private views (keyboards, toolbars, bars): "
                   + "nothing in the app to fix")
    }
    if fixes.isEmpty, let broken {
      fixes.append("let one constraint of the conflict give way: `:priority \(broken) 999` makes the one UIKit breaks optional")
    }
    return fixes
  }

  private func constraint(_ entry: ConflictLogEntry) -> AnchorConstraint? {
    entry.constraint.flatMap { layout.constraints.indices.contains($0) ? layout.constraints[$0] : nil }
  }

  /// The app's constraint to a bottom edge, else its fixed height (width for a width conflict).
  private func bottomOrHeight(in set: [ConflictLogEntry]) -> (String, String)? {
    let apps = set.filter { !$0.origin.isUIKits }
    if let bottom = apps.last(where: { constraint($0).map { [.bottom, .trailing].contains($0.attribute) } ?? false }) {
      return (bottom.address, "\(constraint(bottom)!.attribute.rawValue) constraint")
    }
    if let length = apps.first(where: { constraint($0).map { $0.attribute.isDimension && $0.secondItem == nil } ?? false }) {
      return (length.address, "fixed \(constraint(length)!.attribute.rawValue)")
    }
    return apps.last.map { ($0.address, "constraint") }
  }

  private func twoFixedLengths(in set: [ConflictLogEntry]) -> (ConflictLogEntry, ConflictLogEntry)? {
    let lengths = set.filter { entry in constraint(entry).map { $0.attribute.isDimension && $0.secondItem == nil && $0.relation == .equal } ?? false }
    for (index, first) in lengths.enumerated() {
      if let second = lengths.dropFirst(index + 1).first(where: {
        constraint($0)!.item == constraint(first)!.item && constraint($0)!.attribute == constraint(first)!.attribute
      }) { return (first, second) }
    }
    return nil
  }

  private func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

}
