import Foundation
import LayoutCore
import XCTest
@testable import LayoutScript

/// The scripts the conformance runner emits (a tour of the language) all evaluate, and the
/// fixtures with their case files evaluate to the tree the case describes.
final class EmittedScriptsTests: XCTestCase {
  private var fixtures: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures") }

  private func scripts(in directory: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "ql" }.sorted { $0.path < $1.path }
  }

  private func evaluate(_ url: URL) throws -> EvaluatedScript {
    let source = try String(contentsOf: url, encoding: .utf8)
    do {
      return try ScriptEvaluator.evaluate(source: source, path: url.lastPathComponent)
    } catch {
      throw ScriptError(text: error.rendered())
    }
  }

  func testEveryFixtureEvaluatesWithoutWarnings() throws {
    let urls = try scripts(in: fixtures)
    XCTAssertGreaterThanOrEqual(urls.count, 40)
    for url in urls {
      XCTAssertNoThrow(try {
        let script = try evaluate(url)
        XCTAssertNotNil(script.body, url.lastPathComponent)
        XCTAssertEqual(script.warnings, [], url.lastPathComponent)
      }(), url.lastPathComponent)
    }
  }

  func testEveryEmittedScriptEvaluates() throws {
    let directory = URL(fileURLWithPath: "/tmp/emitted")
    guard FileManager.default.fileExists(atPath: directory.path) else { throw XCTSkip("no /tmp/emitted") }
    let cases = URL(fileURLWithPath: "/work/shared/conformance/cases")
    var compared = 0
    for url in try scripts(in: directory) {
      XCTAssertNoThrow(try {
        let script = try evaluate(url)
        // `group__name.ql` was emitted from `cases/group/name.json`.
        let parts = url.deletingPathExtension().lastPathComponent.components(separatedBy: "__")
        let caseURL = cases.appendingPathComponent(parts[0]).appendingPathComponent(parts[1] + ".json")
        guard let data = FileManager.default.contents(atPath: caseURL.path) else { return }
        XCTAssertEqual(ElementPrinter(views: script.views).print(script.body!), try CaseTree(json: data).text, url.lastPathComponent)
        compared += 1
      }(), url.lastPathComponent)
    }
    print("compared \(compared) emitted scripts with their cases")
  }

  func testFixturesMatchTheirCaseTrees() throws {
    var compared = 0
    for url in try scripts(in: fixtures) {
      let caseURL = url.deletingPathExtension().appendingPathExtension("json")
      guard let data = FileManager.default.contents(atPath: caseURL.path) else { continue }
      let script = try evaluate(url)
      let expected = try CaseTree(json: data).text
      XCTAssertEqual(ElementPrinter(views: script.views).print(script.body!), expected, url.lastPathComponent)
      compared += 1
    }
    XCTAssertGreaterThanOrEqual(compared, 40)
  }
}
