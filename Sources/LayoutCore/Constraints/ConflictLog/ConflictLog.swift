/// A console log of UIKit's "Unable to simultaneously satisfy constraints." read back: every
/// constraint it lists, by address, who made each, the rules of UIKit's the log never prints
/// (added to the layout as constraints of their own), and the constraint UIKit said it broke.
public struct ConflictLog: Sendable, Hashable {
  /// Every constraint of the log, in the order printed; the constraint of the recovery line
  /// comes last when the list does not hold it.
  public var entries: [ConflictLogEntry]
  /// The entry the "Will attempt to recover by breaking constraint" line names; nil when the
  /// log does not show that line.
  public var statedBroken: Int?
  /// `implicit[i]`: why `AnchorsLayout.constraints[i]` is there when the log does not print it.
  public var implicit: [Int: ImplicitRule]
  /// The address the log prints each of its views with, by view id (not the views it implies).
  public var viewAddresses: [Int: String] = [:]

  public init(entries: [ConflictLogEntry] = [], statedBroken: Int? = nil, implicit: [Int: ImplicitRule] = [:]) {
    self.entries = entries
    self.statedBroken = statedBroken
    self.implicit = implicit
  }

  /// The entry whose constraint is `AnchorsLayout.constraints[index]`.
  public func entry(ofConstraint index: Int) -> Int? {
    entries.firstIndex { $0.constraint == index }
  }

  /// The entry printed with `address` (compared as numbers: `0x00AB` is `0xab`).
  public func entry(address: String) -> Int? {
    guard let wanted = ConflictLogEntry.number(address) else { return nil }
    return entries.firstIndex { ConflictLogEntry.number($0.address) == wanted }
  }

  /// The view printed with `address` (compared as numbers), so commands can name it so.
  public func view(address: String) -> Int? {
    guard let wanted = ConflictLogEntry.number(address) else { return nil }
    return viewAddresses.first { ConflictLogEntry.number($0.value) == wanted }?.key
  }

  /// The log after `AnchorsLayout.constraints` moved constraint `index` to the end: every
  /// index that pointed past it moves down one.
  public func movingConstraintToEnd(_ index: Int, count: Int) -> ConflictLog {
    func moved(_ old: Int) -> Int { old == index ? count - 1 : (old > index ? old - 1 : old) }
    var log = self
    for position in log.entries.indices { log.entries[position].constraint = log.entries[position].constraint.map(moved) }
    log.implicit = Dictionary(uniqueKeysWithValues: implicit.map { (moved($0.key), $0.value) })
    return log
  }
}
