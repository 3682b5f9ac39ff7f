import LayoutCore

/// A docs snippet with no `var body`: a file whose only top-level layout expression is, say,
/// `HStack { … }` uses it as its body (as the REPL does with a layout typed at its prompt),
/// with a note. A file with several such layouts and no body (the docs' ❌/✅ pairs) keeps each
/// as a layout of its own, titled by the comment above it (`layouts`), the first as its body.
/// Layouts loose at the top level of a file that has a body are warned about instead.
extension Evaluator {
  /// Keeps a top-level value of the main file that is no declaration (`HStack { … }` alone on its
  /// lines) until the file is read; an imported file's is warned about at once.
  func keepLoose(_ child: Child) {
    if importStack.count == 1 {
      looseLayouts.append(child)
    } else {
      warnNotInBody(child)
    }
  }

  /// The body made of the file's one loose layout when it declares none, with a note; nil
  /// otherwise, after warning about every loose value.
  func bodyOfLooseLayout() throws(Diagnostic) -> Element? {
    defer { looseLayouts = [] }
    let layouts = looseLayouts.filter { $0.value.isLayoutLike }
    guard body == nil, !layouts.isEmpty else {
      looseLayouts.forEach(warnNotInBody)
      return nil
    }
    looseLayouts.filter { !$0.value.isLayoutLike }.forEach(warnNotInBody)
    guard layouts.count > 1 else {
      note("the file declares no `var body: Layout { … }`: this layout is its body", at: layouts[0].location)
      return try builderElement(layouts, at: layouts[0].location).element
    }
    note("the file declares no `var body: Layout { … }` and holds \(layouts.count) layouts: each is shown in turn",
         at: layouts[0].location)
    for layout in layouts {
      let element = try builderElement([layout], at: layout.location).element
      titledLayouts.append(TitledLayout(body: element, title: commentAbove(layout.location), location: layout.location))
    }
    return titledLayouts.first?.body
  }

  /// The text of the `//` comment on the line right above `location`'s; nil when there is none.
  private func commentAbove(_ location: SourceLocation) -> String? {
    guard let source = sources[location.file],
          let line = SourceExcerpt.line(location.line - 1, of: source)?.drop(while: \.isWhitespace), line.hasPrefix("//") else { return nil }
    let title = String(line.dropFirst(2).drop(while: \.isWhitespace).trimmingSuffix(while: \.isWhitespace))
    return title.isEmpty ? nil : title
  }

  private func warnNotInBody(_ child: Child) {
    warnings.append(Diagnostic("this \(child.value.typeDescription.dropArticle) is not part of the body", at: child.location,
                               hint: "move it into `var body: Layout { … }`", severity: .warning))
  }
}

extension Statement {
  /// Where the statement starts: for an expression, its first token (`HStack` of
  /// `HStack { … }.padding(4)`, whose location is the last modifier's).
  var start: SourceLocation {
    guard case .expression(var expression) = self else { return location }
    while true {
      switch expression {
      case .member(let base, _, _), .subscripted(let base, _, _), .binary(_, let base, _, _), .ternary(let base, _, _, _),
           .typeCheck(let base, _, _):
        expression = base
      case .call(let call):
        expression = call.calleeExpression
      case .number, .text, .string, .bool, .name, .implicitMember, .array, .unary, .closure, .keyPath, .tuple:
        return expression.location
      }
    }
  }
}
