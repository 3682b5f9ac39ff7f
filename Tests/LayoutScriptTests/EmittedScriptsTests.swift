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

  func testEveryFixtureEvaluatesWithoutWarningsButItsInvalidValues() throws {
    let urls = try scripts(in: fixtures)
    XCTAssertGreaterThanOrEqual(urls.count, 40)
    for url in urls {
      XCTAssertNoThrow(try {
        let script = try evaluate(url)
        XCTAssertNotNil(script.body, url.lastPathComponent)
        // A fixture of invalid values is warned about each of them (issue 20, point 6), nothing else.
        let unexpected = script.warnings.filter { !(url.lastPathComponent.contains("invalid-values") && $0.message.contains(", which is ")) }
        XCTAssertEqual(unexpected, [], url.lastPathComponent)
      }(), url.lastPathComponent)
    }
  }

  /// `../shared/conformance` beside the package, where the project's checkout and CI keep it.
  private static let conformance = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../shared/conformance").standardizedFileURL

  /// Every case of the conformance corpus, written as a script by its own runner (`--emit`),
  /// evaluates to the tree its case file describes.
  func testEveryEmittedScriptEvaluatesToItsCase() throws {
    let cases = Self.conformance.appendingPathComponent("cases")
    guard FileManager.default.fileExists(atPath: cases.path) else {
      throw XCTSkip("no conformance corpus at \(Self.conformance.path)")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-emitted-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let runner = Process()
    runner.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    runner.arguments = ["python3", Self.conformance.appendingPathComponent("run.py").path, "--emit", directory.path, cases.path]
    runner.standardOutput = FileHandle.nullDevice
    try runner.run()
    runner.waitUntilExit()
    XCTAssertEqual(runner.terminationStatus, 0, "the runner could not emit the scripts")
    var compared = 0
    for url in try scripts(in: directory) {
      let script = try evaluate(url)
      // `group__name.ql` was emitted from `cases/group/name.json`.
      let parts = url.deletingPathExtension().lastPathComponent.components(separatedBy: "__")
      guard parts.count == 2 else { continue }
      let caseURL = cases.appendingPathComponent(parts[0]).appendingPathComponent(parts[1] + ".json")
      let data = try XCTUnwrap(FileManager.default.contents(atPath: caseURL.path), caseURL.path)
      let body = try XCTUnwrap(script.body, url.lastPathComponent)
      XCTAssertEqual(ElementPrinter(views: script.views).print(body), try CaseTree(json: data).text, url.lastPathComponent)
      compared += 1
    }
    XCTAssertGreaterThanOrEqual(compared, 269)
  }

  func testFixturesMatchTheirCaseTrees() throws {
    var compared = 0
    for url in try scripts(in: fixtures) {
      let caseURL = url.deletingPathExtension().appendingPathExtension("json")
      guard let data = FileManager.default.contents(atPath: caseURL.path) else { continue }
      let script = try evaluate(url)
      let expected = try CaseTree(json: data).text
      XCTAssertEqual(ElementPrinter(views: script.views).print(try XCTUnwrap(script.body)), expected, url.lastPathComponent)
      compared += 1
    }
    XCTAssertGreaterThanOrEqual(compared, 40)
  }
}
