import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

// qlfuzz: a mutation fuzzer for the lexer, parser, evaluator, engine and renderers. Every
// input is evaluated and, when it evaluates, laid out and drawn in every format; a crash, or
// an input that takes longer than the watchdog allows (a hang), ends the run with the input
// in `qlfuzz-last.ql`. The slowest input, when it took over a second, is left in `qlfuzz-slowest.ql`.
//   swift run -c release qlfuzz [--seconds N] [--seed S] [--hang-seconds H] SEED-FILES-OR-FOLDERS...

var seconds = 60.0
var seed: UInt64 = 1
var hangSeconds = 10.0
var paths: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--seconds": seconds = Double(arguments.popFirst() ?? "") ?? seconds
  case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? seed
  case "--hang-seconds": hangSeconds = Double(arguments.popFirst() ?? "") ?? hangSeconds
  default: paths.append(argument)
  }
}

func scripts(at path: String) -> [String] {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
  guard isDirectory.boolValue else { return (try? ScriptFile.read(path)).map { [$0] } ?? [] }
  let files = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".ql") || $0.hasSuffix(".log") }
  return files.sorted().compactMap { try? ScriptFile.read(path + "/" + $0) }
}

let seeds = paths.flatMap(scripts(at:))
guard !seeds.isEmpty else {
  print("usage: qlfuzz [--seconds N] [--seed S] [--hang-seconds H] SEED-FILES-OR-FOLDERS...")
  exit(2)
}

var mutator = Mutator(random: SplitMix64(seed: seed))
var corpus = seeds
let clock = ContinuousClock()
let start = clock.now
var executions = 0, evaluated = 0, laidOut = 0, slowest = Duration.zero, slowestInput = ""
let lastInput = URL(fileURLWithPath: "qlfuzz-last.ql")
let watchdog = Watchdog(limit: .milliseconds(Int(hangSeconds * 1000)))
while clock.now - start < .milliseconds(Int(seconds * 1000)) {
  let input = mutator.mutate(corpus.randomElement(using: &mutator.random)!)
  try? input.write(to: lastInput, atomically: false, encoding: .utf8)
  let began = clock.now
  watchdog.begin()
  // A mutated input that does not evaluate is the common case, not a failure: its diagnostics are not the point.
  if let script = try? ScriptEvaluator.evaluate(source: input, path: "fuzz.ql") {
    evaluated += 1
    let each = Pipeline.layoutEach(script, options: LayoutOptions(recordingDetails: true))
    if each[0].result != nil {
      // Every format through the one report entry, as the command line and the REPL write them.
      let picture = PictureOptions(columns: 100, containers: true, shading: true, rulers: true)
      for format in ReportFormat.allCases where format != .json {
        _ = format.text(each, options: ReportOptions(title: "fuzz.ql", picture: picture))
      }
      let json = ReportFormat.json.text(each, options: ReportOptions(pretty: false))
      if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
        print("qlfuzz: the JSON report of this input is not valid JSON; the input is in qlfuzz-last.ql\n\(json.prefix(2_000))")
        exit(1)
      }
      laidOut += 1
    }
    if corpus.count < 2_000 && input.count < 20_000 { corpus.append(input) }
  }
  watchdog.end()
  if clock.now - began > slowest {
    slowest = clock.now - began
    slowestInput = input
  }
  executions += 1
}
try? FileManager.default.removeItem(at: lastInput)
print("qlfuzz: \(executions) inputs in \(Int(seconds)) s from \(seeds.count) seeds (seed \(seed)): \(evaluated) evaluated, \(laidOut) laid out and drawn, "
      + "slowest \(slowest), no crash, no hang")
// An input slower than a second is worth a look: it is kept.
if slowest > .seconds(1) {
  try? slowestInput.write(to: URL(fileURLWithPath: "qlfuzz-slowest.ql"), atomically: true, encoding: .utf8)
  print("qlfuzz: the slowest input is in qlfuzz-slowest.ql")
}
