import LayoutCore

/// The conflict of a console log, solved: a real minimal conflicting set from the solver (a
/// deletion filter: every constraint of it removed in turn lets the rest hold), the constraint
/// UIKit breaks — the log's recovery line when it has one, else `BreakPrediction`'s choice from
/// the set — and whether leaving that one out ends the conflict.
public enum ConflictLogAnalysis {
  /// What `layout`, read from `log`, says about its conflict. When its required constraints
  /// all hold and `trustingTheLog` (the log as printed, no knob changed), UIKit's word is taken:
  /// the set is the log's list of required constraints (`isUIKitsList`).
  public static func analyse(_ layout: AnchorsLayout, log: ConflictLog, trustingTheLog: Bool = true) -> ConflictLogFindings {
    let system = RequiredSystem(layout)
    var findings = ConflictLogFindings()
    findings.unread = log.entries.indices.filter { log.entries[$0].constraint == nil }
    guard !system.holds(system.required) else {
      return trustingTheLog ? uikitsList(layout, log: log, findings) : findings
    }
    // Dropped first: UIKit's unprinted rules, then the log's constraints in its order.
    let order = system.required.filter { log.implicit[$0] != nil } + system.required.filter { log.implicit[$0] == nil }
    var set: [Int]
    let stated = log.statedBroken.flatMap { log.entries.indices.contains($0) ? log.entries[$0].constraint : nil }
    if let stated, system.expressions[stated] != nil {
      // A minimal set holding UIKit's choice when there is one: the rest added greedily, then
      // the filter over what held with UIKit's choice kept.
      let others = system.greedilyHolding(order.filter { $0 != stated })
      set = system.holds(others + [stated]) ? system.minimalConflict(in: order)
        : system.minimalConflict(in: others + [stated], keeping: [stated])
    } else {
      set = system.minimalConflict(in: order)
    }
    set.sort()
    findings.minimalSet = set.compactMap(log.entry(ofConstraint:)).sorted()
    findings.implicitRules = set.compactMap { log.implicit[$0] }
    let listedRequired = log.entries.indices.filter { entry in
      guard log.entries[entry].isListed, let index = log.entries[entry].constraint else { return false }
      return layout.constraints[index].isRequired
    }
    findings.beyondMinimal = listedRequired.filter { !findings.minimalSet.contains($0) }
    if let statedEntry = log.statedBroken, log.entries.indices.contains(statedEntry) {
      findings.broken = statedEntry
    } else {
      let candidates = findings.minimalSet.map { entry in
        candidate(entry, log.entries[entry], layout.constraints[log.entries[entry].constraint!])
      }
      if let choice = BreakPrediction.choose(candidates) {
        findings.broken = choice.entry
        findings.isPredicted = true
        findings.prediction = choice.reason
      }
    }
    if let broken = findings.broken, let index = log.entries[broken].constraint {
      findings.recoveryResolves = system.holds(system.required.filter { $0 != index })
    }
    return findings
  }

  /// The findings when the model finds no conflict in the log as printed: the listed
  /// constraints (required, read or not) as UIKit's set, the recovery line's constraint or the
  /// prediction from that list as the broken one.
  private static func uikitsList(_ layout: AnchorsLayout, log: ConflictLog, _ found: ConflictLogFindings) -> ConflictLogFindings {
    var findings = found
    findings.minimalSet = log.entries.indices.filter { entry in
      log.entries[entry].isListed && (log.entries[entry].constraint.map { layout.constraints[$0].isRequired } ?? true)
    }
    guard !findings.minimalSet.isEmpty else { return found }
    findings.isUIKitsList = true
    if let stated = log.statedBroken, log.entries.indices.contains(stated) {
      findings.broken = stated
    } else {
      let candidates = findings.minimalSet.compactMap { entry in
        log.entries[entry].constraint.map { candidate(entry, log.entries[entry], layout.constraints[$0]) }
      }
      let choice = BreakPrediction.choose(candidates)
      findings.broken = choice?.entry ?? findings.minimalSet.last
      findings.isPredicted = true
      findings.prediction = choice?.reason ?? .lastListed
    }
    return findings
  }

  /// What the prediction reads of an entry.
  private static func candidate(_ index: Int, _ entry: ConflictLogEntry, _ constraint: AnchorConstraint) -> BreakPrediction.Candidate {
    let fixed = constraint.attribute.isDimension && constraint.secondItem == nil && constraint.constant >= 0
    let farEdge: Set<AnchorAttribute> = [.bottom, .trailing, .right]
    let closes = farEdge.contains(constraint.attribute) && constraint.secondAttribute == constraint.attribute
    return BreakPrediction.Candidate(entry: index, origin: entry.origin, isFixedLength: fixed, closesAtFarEdge: closes)
  }
}
