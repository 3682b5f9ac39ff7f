import LayoutCore

/// SwiftUI's `List`, `Form` and `Section` in iOS's inset-grouped style (the style a `List` and a
/// `Form` take on iPhone when none is chosen), built of the stacks, paddings and frames the
/// engines know:
///
/// - the list scrolls vertically and insets its sections 16 points from its sides
///   (`inset`), the system's minimum layout margins on an iPhone (Apple's docs of
///   `UIView.directionalLayoutMargins`; 20 on the largest phones, not modelled);
/// - sections stand 35 points apart, and 35 points below the top (`sectionSpacing`): a
///   figure measured by others on iOS 15–17 screenshots, not published by Apple;
/// - a row is at least 44 points tall (`minimumRowHeight`, the default of SwiftUI's
///   `defaultMinListRowHeight` and of UITableView's rows), its content as wide as the row,
///   leading-aligned, inset 20 points at its sides and 11 at its top and bottom
///   (`rowInsets`): 11 + a 22-point line of body text + 11 = 44, UIKit's list cell margins as
///   others measured them;
/// - a section's header and footer stand 20 points in from the card's leading edge, 7 above or
///   below it, their text in the footnote style (13 points) as iOS draws them.
///
/// A list of no rows (nor headers) is its background alone, filling the proposal.
///
/// Outside a List or a Form (in a `LazyVStack`), a Section is its header, rows and footer in
/// turn, as SwiftUI splices them.
enum SwiftUIList {
  static let inset = 16.0
  static let sectionSpacing = 35.0
  static let minimumRowHeight = 44.0
  static let rowInsets = EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)
  static let headerInset = 20.0
  static let headerGap = 7.0
  static let headerFont = 13.0
}

extension Evaluator {
  /// `Section { rows } header: { … } footer: { … }` or `Section("Title") { rows }`: its header,
  /// rows and footer as one group the enclosing List reads as a section.
  func section(_ arguments: Arguments) throws(Diagnostic) -> Value {
    var header: [Child] = []
    if let title = arguments.positional(0), !title.isTrailingClosure {
      try countElement(at: title.location)
      let id = plainText(try string(title, default: ""), at: title.location)
      header = [Child(value: .view(id), location: title.location)]
    } else if let block = arguments["header"] {
      header = try closureChildren(block)
    }
    let footer = try arguments["footer"].map { argument throws(Diagnostic) in try closureChildren(argument) } ?? []
    let rows = try layoutBlock(arguments)
    return .group(header + rows + footer, .section(headers: header.count, footers: footer.count))
  }

  /// `List { … }`, `List(items) { item in … }` and `Form { … }`: the inset-grouped list of
  /// `SwiftUIList`.
  func list(_ arguments: Arguments) throws(Diagnostic) -> Value {
    let children = arguments.positional(0) == nil ? try layoutBlock(arguments)
      : [Child(value: try forEach(arguments), location: arguments.location)]
    var sections: [Element] = []
    var loose: [Element] = []
    var depth = 0
    for child in children {
      if case .group(let members, .section(let headers, let footers)) = child.value {
        if !loose.isEmpty { sections.append(card(loose)) }
        loose = []
        let parts = try elements(members)
        // A section of no header, rows nor footer (`ForEach(tags)` of a state loaded later) is no card.
        guard !parts.list.isEmpty else { continue }
        depth = max(depth, parts.depth)
        let rows = Array(parts.list.dropFirst(headers).dropLast(footers))
        sections.append(try sectionElement(header: Array(parts.list.prefix(headers)), rows: rows, footer: Array(parts.list.suffix(footers))))
      } else {
        let parts = try elements([child])
        depth = max(depth, parts.depth)
        loose += parts.list
      }
    }
    if !loose.isEmpty { sections.append(card(loose)) }
    if sections.isEmpty {
      // A list without rows (`List(model.history)` of a model not loaded yet) is what is left of
      // it: the background it draws behind its rows, `systemGroupedBackground` in the inset-grouped
      // style, filling its proposal as a colour does (UIKit's collection view behind a List).
      try countElement(at: arguments.location)
      return .view(viewTable.addView(typeName: "List", kind: .plainView, at: arguments.location, color: "systemGroupedBackground"))
    }
    let stack = Element.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: SwiftUIList.sectionSpacing,
                                    children: sections))
    let inset = EdgeInsets(top: SwiftUIList.sectionSpacing, left: SwiftUIList.inset, bottom: SwiftUIList.sectionSpacing, right: SwiftUIList.inset)
    return try built(.swiftUI(.scrollView(.vertical), [.modified(stack, .padding(inset, followsDirection: true))]),
                     depth: depth + 6, at: arguments.location)
  }

  /// A section: its header above its card of rows, its footer below, in the footnote style.
  private func sectionElement(header: [Element], rows: [Element], footer: [Element]) throws(Diagnostic) -> Element {
    func caption(_ elements: [Element], top: Double, bottom: Double) -> [Element] {
      elements.map { element in
        .modified(environmentFont(SwiftUIList.headerFont, in: element),
                  .padding(EdgeInsets(top: top, left: SwiftUIList.headerInset, bottom: bottom, right: SwiftUIList.headerInset), followsDirection: true))
      }
    }
    let parts = caption(header, top: 0, bottom: SwiftUIList.headerGap) + [card(rows)] + caption(footer, top: SwiftUIList.headerGap, bottom: 0)
    return .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: 0, children: parts))
  }

  /// The card of a section's rows: each as wide as the card, at least a row tall, inset.
  private func card(_ rows: [Element]) -> Element {
    let cells = rows.map { row -> Element in
      let padded = Element.modified(row, .padding(SwiftUIList.rowInsets, followsDirection: true))
      return .modified(padded, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: SwiftUIList.minimumRowHeight, alignment: .leading)))
    }
    return .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, spacing: 0, children: cells))
  }

  /// The children a labelled trailing closure (`header: { … }`) builds.
  private func closureChildren(_ argument: EvaluatedArgument) throws(Diagnostic) -> [Child] {
    guard case .closure(let closure) = argument.value else { return [Child(value: argument.value, location: argument.location)] }
    return [Child(value: try invoke(closure, arguments: [], at: argument.location), location: argument.location)]
  }
}
