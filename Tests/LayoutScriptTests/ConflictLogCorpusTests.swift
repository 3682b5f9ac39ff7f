import Foundation
import LayoutCore
import LayoutPipeline
@testable import LayoutScript
import XCTest

/// Every log of `Fixtures/ConflictLogs` (written in UIKit's print formats after the public
/// thread its `.json` names) passes the rule of `../shared/conflictlogs/run.py`: every
/// constraint listed by address, a non-empty minimal conflicting set of the log's own
/// constraints, and the broken one the recovery line's when there is one, else one of the set.
final class ConflictLogCorpusTests: XCTestCase {
  private var folder: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/ConflictLogs") }

  private struct Case: Decodable {
    let source: String
    let broken: String?
  }

  private func cases() throws -> [(name: String, log: String, meta: Case)] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.sorted().map { file in
      let log = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let meta = try JSONDecoder().decode(Case.self, from: Data(contentsOf: folder.appendingPathComponent(file.dropLast(4) + ".json")))
      return (String(file.dropLast(4)), log, meta)
    }
  }

  func testEveryLogPassesTheRunnersRule() throws {
    let all = try cases()
    XCTAssertEqual(all.count, 56)
    for (name, text, meta) in all {
      XCTAssertTrue(meta.source.hasPrefix("http"), "\(name) names its thread")
      let laidOut = try Pipeline.run(source: text, path: name + ".log")
      let log = try XCTUnwrap(laidOut.script.conflictLog, name)
      let found = try XCTUnwrap(laidOut.constraints?.log, name)
      XCTAssertTrue(log.entries.allSatisfy { $0.constraint != nil }, "\(name): every constraint read")
      XCTAssertFalse(found.minimalSet.isEmpty, "\(name): a conflict")
      XCTAssertTrue(found.minimalSet.allSatisfy { log.entries[$0].isListed }, name)
      let broken = try XCTUnwrap(found.broken, name)
      if let stated = log.statedBroken {
        XCTAssertEqual(broken, stated, name)
        XCTAssertEqual(log.entries[broken].address, meta.broken, "\(name): the recovery line is the thread's")
      } else {
        XCTAssertTrue(found.minimalSet.contains(broken), name)
        XCTAssertTrue(found.isPredicted, name)
      }
    }
  }

  /// The figure the docs give: with the recovery lines removed, the prediction names UIKit's
  /// choice in 26 of the 31 logs whose thread shows it.
  func testThePredictionAgreesWithUIKitAsTheDocsSay() throws {
    var agree = 0, shown = 0
    for (name, text, meta) in try cases() {
      guard let uikit = meta.broken else { continue }
      shown += 1
      var lines = text.components(separatedBy: "\n")
      if let recovery = lines.firstIndex(where: { $0.contains("Will attempt to recover by breaking constraint") }) {
        let inline = lines[recovery].contains("<")
        lines.removeSubrange(recovery...(inline ? recovery : recovery + 1))
      }
      let laidOut = try Pipeline.run(source: lines.joined(separator: "\n"), path: name + ".log")
      let log = try XCTUnwrap(laidOut.script.conflictLog, name)
      let found = try XCTUnwrap(laidOut.constraints?.log, name)
      XCTAssertNil(log.statedBroken, name)
      if let broken = found.broken, ConflictLogEntry.number(log.entries[broken].address) == ConflictLogEntry.number(uikit) { agree += 1 }
    }
    XCTAssertEqual(shown, 31)
    XCTAssertEqual(agree, 26)
  }
}
