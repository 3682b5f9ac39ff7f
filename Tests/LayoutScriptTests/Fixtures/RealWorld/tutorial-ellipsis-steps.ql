// Modelled on pointfreeco/swift-composable-architecture, Sources/ComposableArchitecture/
// Documentation.docc/Tutorials/BuildingSyncUps/ (PresentingSyncUpForm and SyncUpDetailNavigation
// steps): a tutorial's code with `…` where it leaves an argument list and an element out, a
// type standing for a value (`Binding<Item?>`), and a case whose code comes in a later step.
// expect-min-frames: 3
import SwiftUI

struct Plan: Identifiable { let id: Int; let name: String }
enum Route { case detail(Int), settings }

struct PlanEditor: View {
    var body: some View { Text("Editor") }
}

struct PlansView: View {
    let plans = [Plan(id: 1, name: "Morning"), Plan(id: 2, name: "Evening")]
    let colors = ["red", …]
    let route: Route = .settings

    var body: some View {
        List {
            ForEach(plans) { plan in
                Text(plan.name)
            }
            switch route {
            case let .detail(id):

            case .settings:
                Text("Settings")
            }
        }
        .sheet(item: Binding<Plan?>) { _ in
            PlanEditor(…)
        }
        .toolbar {
            Button("Add") { }
        }
    }
}
