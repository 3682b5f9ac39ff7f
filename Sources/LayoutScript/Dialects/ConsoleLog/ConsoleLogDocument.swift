import LayoutCore

/// The console-log dialect: a pasted "Unable to simultaneously satisfy constraints." log read
/// into the evaluated document an anchors script gives (views, an `AnchorsLayout`, where each
/// constraint stands), plus the log itself (`ConflictLog`: addresses, who made each
/// constraint, what UIKit said it broke), so that layout and reports never ask where it came from.
public enum ConsoleLogDocument {
  /// True when `source` is a console log rather than a script (decided on its first line; see
  /// `ConsoleLogText.isConsoleLog`).
  public static func recognizes(_ source: String) -> Bool { ConsoleLogText.isConsoleLog(source) }

  /// The log `source` (read from `path`) as an evaluated document; throws when it lists no constraint.
  public static func evaluate(source: String, path: String) throws(ScriptFailure) -> EvaluatedScript {
    let text = ConsoleLogText(source)
    let start = SourceLocation(file: path, line: text.constraints.first?.line ?? 1, column: text.constraints.first?.column ?? 1)
    guard !text.constraints.isEmpty else {
      throw ScriptFailure(diagnostics: [Diagnostic("the log lists no constraint", at: start,
        hint: "paste the lines between \"(\" and \")\" too: each constraint is a line like \"<NSLayoutConstraint:0x… …>\"")],
                          sources: [path: source])
    }
    var lines = text.constraints.map { ($0, true) }
    var statedLine: Int?
    var warnings: [Diagnostic] = []
    if let recovery = text.recovery {
      if let address = ConstraintDescription(recovery.text)?.address.lowercased() {
        if let index = lines.firstIndex(where: { ConstraintDescription($0.0.text)?.address.lowercased() == address }) {
          statedLine = index
        } else {
          lines.append((recovery, false))
          statedLine = lines.count - 1
        }
      } else {
        warnings.append(Diagnostic("the recovery line's constraint is not a constraint's description; UIKit's choice is predicted instead",
                                   at: SourceLocation(file: path, line: recovery.line, column: recovery.column), severity: .warning))
      }
    }
    var builder = LogLayoutBuilder()
    let descriptions = lines.map { ConstraintDescription($0.0.text) }
    for (description, (line, _)) in zip(descriptions, lines) {
      if let description, let logged = description.constraint { builder.note(description.items, of: logged, line: line.line) }
    }
    var logged: [(AnchorConstraint, Int)] = []
    var entries: [ConflictLogEntry] = []
    var statedBroken: Int?
    for (position, (description, (line, listed))) in zip(descriptions, lines).enumerated() {
      let location = SourceLocation(file: path, line: line.line, column: line.column, length: line.text.count)
      guard let description else {
        // Still listed by its address when it has one, so that every constraint of the log is.
        guard let address = Self.firstAddress(in: line.text) else {
          warnings.append(Diagnostic("this line is not a constraint's description; it is left out", at: location, severity: .warning))
          continue
        }
        warnings.append(Diagnostic("cannot read this line as a constraint's description; \(address) is listed but left out of the layout",
                                   at: location, severity: .warning))
        entries.append(ConflictLogEntry(address: address, text: line.text, className: "", identifier: nil, origin: .app,
                                        constraint: nil, line: line.line, isListed: listed))
        if statedLine == position { statedBroken = entries.count - 1 }
        continue
      }
      var constraint: Int?
      if let form = description.constraint {
        logged.append((builder.constraint(form, identifier: description.identifier, line: line.line), position))
        constraint = logged.count - 1
      } else {
        warnings.append(Diagnostic("cannot read this constraint of the log (\(description.className):\(description.address)); "
                                   + "it is listed but left out of the layout", at: location, severity: .warning))
      }
      entries.append(ConflictLogEntry(address: description.address, text: description.text, className: description.className,
                                      identifier: description.identifier, origin: description.origin, constraint: constraint,
                                      line: line.line, isListed: listed))
      if statedLine == position { statedBroken = entries.count - 1 }
    }
    let (before, after) = builder.finish(logged.map(\.0))
    var layout = AnchorsLayout(root: 0)
    let views = builder.views
    layout.placed = Array(0..<views.count)
    layout.parents = views.parents.filter { $0.key != 0 }
    var locations: [SourceLocation] = []
    var implicit: [Int: ImplicitRule] = [:]
    for (constraint, rule) in before {
      implicit[layout.constraints.count] = rule
      layout.constraints.append(constraint)
      locations.append(start)
    }
    let offset = layout.constraints.count
    for (constraint, position) in logged {
      layout.constraints.append(constraint)
      let line = lines[position].0
      locations.append(SourceLocation(file: path, line: line.line, column: line.column, length: line.text.count))
    }
    for index in entries.indices { entries[index].constraint = entries[index].constraint.map { $0 + offset } }
    for (constraint, rule) in after {
      implicit[layout.constraints.count] = rule
      layout.constraints.append(constraint)
      locations.append(start)
    }
    if !text.skipped.isEmpty {
      warnings.append(Diagnostic("\(text.skipped.count) line\(text.skipped.count == 1 ? " is" : "s are") not part of the log; skipped",
                                 at: SourceLocation(file: path, line: text.skipped[0], column: 1), severity: .note))
    }
    if text.moreLogs > 0 {
      warnings.append(Diagnostic("the paste holds \(text.moreLogs) more log\(text.moreLogs == 1 ? "" : "s") after the first; only the first is read",
                                 at: start, severity: .note))
    }
    let names = views.names()
    let declarations = (0..<views.count).map { id in
      ViewDeclaration(name: names[id], typeName: views.typeName(id), kind: views.kind(id), isHidden: false,
                      location: SourceLocation(file: path, line: views.lines[id], column: 1), color: nil)
    }
    let anchors = AnchorsScript(layout: layout, locations: locations, location: start)
    var log = ConflictLog(entries: entries, statedBroken: statedBroken, implicit: implicit)
    for id in 0..<views.count { if let item = views.item(id) { log.viewAddresses[id] = item.key } }
    return EvaluatedScript(canvas: canvas(for: layout), document: .conflictLog(anchors, log), views: declarations,
                           warnings: warnings, importedFiles: [], globals: [])
  }

  /// The first hexadecimal address in `text` (`0x7f…`), if any.
  private static func firstAddress(in text: String) -> String? {
    guard let start = text.range(of: "0x") else { return nil }
    let digits = text[start.upperBound...].prefix { $0.isHexDigit }
    return digits.isEmpty ? nil : "0x" + digits
  }

  /// A canvas as large as the log's largest width and height set equal to a constant (a cell's encapsulated
  /// size, a window's autoresizing frame), within 40…2,000 points; without one, 375 wide and 200 tall (what a row or a bar needs).
  private static func canvas(for layout: AnchorsLayout) -> Canvas {
    func largest(_ attribute: AnchorAttribute) -> Double? {
      layout.constraints.filter { $0.attribute == attribute && $0.secondItem == nil && $0.relation == .equal && $0.constant > 0 && $0.isRequired }
        .map(\.constant).max()
    }
    let width = largest(.width).map { min(max($0, 40), 2000) } ?? 375
    let height = largest(.height).map { min(max($0, 40), 2000) } ?? 200
    return Canvas(width: width, height: height)
  }
}
