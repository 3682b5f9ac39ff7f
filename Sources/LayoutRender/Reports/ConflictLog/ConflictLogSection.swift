import LayoutCore

/// The part of the picture a console log adds under the table: each constraint in a plain
/// sentence (those of the minimal conflicting set marked), the one UIKit breaks — the log's
/// word or qlrepl's prediction, said to be one — whether that recovery resolves the conflict,
/// whether the log's list is larger than the conflict, the rules of UIKit's the conflict needs
/// that the log never prints, and a suggested fix.
public struct ConflictLogSection {
  public let script: EvaluatedScript
  public let findings: ConflictLogFindings

  public init?(script: EvaluatedScript, constraints: ConstraintsReport?) {
    guard let findings = constraints?.log, script.conflictLog != nil else { return nil }
    self.script = script
    self.findings = findings
  }

  /// One line a fact, the constraints indented.
  public var lines: [String] {
    guard let anchors = script.anchors, let log = script.conflictLog else { return [] }
    let names = script.views.map(\.name)
    let listed = log.entries.filter(\.isListed).count
    var lines: [String] = []
    if findings.isUIKitsList {
      lines.append("the log: \(listed) constraint\(listed == 1 ? "" : "s"), marked ✗ as UIKit lists them: qlrepl's model finds no "
                   + "conflict in them (it depends on what the log does not print: a view's size, its margins, a view it never names)")
    } else if findings.hasConflict && !findings.isMinimal {
      lines.append("the log: \(listed) constraint\(listed == 1 ? "" : "s"); a conflicting set of \(findings.minimalSet.count), marked ✗ "
                   + "(the log is too large to show it minimal within qlrepl's budget)")
    } else if findings.hasConflict {
      lines.append("the log: \(listed) constraint\(listed == 1 ? "" : "s"); a minimal conflicting set of \(findings.minimalSet.count) "
                   + "(remove any one and the rest hold), marked ✗:")
    } else {
      lines.append("the log: \(listed) constraint\(listed == 1 ? "" : "s"); they all hold now — no conflict")
    }
    for (index, entry) in log.entries.enumerated() {
      let constraint = entry.constraint.flatMap { anchors.layout.constraints.indices.contains($0) ? anchors.layout.constraints[$0] : nil }
      let mark = findings.minimalSet.contains(index) ? "✗" : " "
      let broken = findings.broken == index ? "  ← UIKit breaks it" : ""
      let unlisted = entry.isListed ? "" : " (named by the recovery line only)"
      lines.append("  \(mark) \(entry.address)  \(ConstraintSentence(entry: entry, constraint: constraint, names: names).text)\(unlisted)\(broken)")
    }
    let needed = unprintedRules(names: names)
    if !needed.isEmpty { lines.append("the conflict also needs what the log never prints: " + needed.joined(separator: "; ")) }
    if let broken = findings.broken {
      let address = log.entries[broken].address
      if findings.isPredicted {
        lines.append("UIKit breaks \(address): qlrepl's prediction (the log has no recovery line): \(reason)")
      } else {
        lines.append("UIKit breaks \(address): the log's recovery line says so")
      }
      if !findings.isUIKitsList {
        lines.append(findings.recoveryResolves
          ? "the picture is the layout after that recovery"
          : "UIKit's choice does not resolve the conflict: the rest still cannot all hold (UIKit breaks more, as the picture does)")
      }
    }
    if findings.hasConflict && !findings.isUIKitsList && !findings.beyondMinimal.isEmpty {
      let addresses = findings.beyondMinimal.map { log.entries[$0].address }
      lines.append("the log's list is not minimal: the conflict holds without \(addresses.joined(separator: ", "))")
    }
    if !findings.unread.isEmpty {
      lines.append("not read (left out of the layout): " + findings.unread.map { log.entries[$0].address }.joined(separator: ", "))
    }
    if findings.hasConflict {
      for fix in ConflictFix(log: log, findings: findings, layout: anchors.layout, names: names).lines { lines.append("fix: " + fix) }
    }
    return lines
  }

  private var reason: String {
    switch findings.prediction {
    case .fixedLength?: return "the app's own fixed width or height, what UIKit most often breaks"
    case .spacing?: return "the app's spacing between two views"
    case .closingEdge?: return "the app's constraint that closes the chain at the far edge"
    case .lastListed?, nil: return "the last of the app's constraints in the set"
    }
  }

  /// The implicit rules of the minimal set, in words.
  private func unprintedRules(names: [String]) -> [String] {
    var seen: Set<String> = []
    return findings.implicitRules.compactMap { rule -> String? in
      let text: String
      switch rule {
      case .nonNegativeLength(let view, let axis):
        text = "\(names[view])'s \(axis == .horizontal ? "width" : "height") cannot go below 0"
      case .defaultMargin(let view, _):
        text = "\(names[view])'s default layout margins of 8"
      case .baseline(let view):
        text = "where \(names[view])'s baseline lies (estimated)"
      case .restingPlace:
        return nil
      }
      return seen.insert(text).inserted ? text : nil
    }
  }
}
