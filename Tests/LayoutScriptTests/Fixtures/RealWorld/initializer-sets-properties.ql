// Modelled on CodeEditApp/CodeEdit, CodeEdit/Features/Tasks/Views/AddCETaskView.swift, and
// apple/sample-backyard-birds, BackyardBirdsUI/AppDetailColumn-like views: a view whose `init()`
// makes its @StateObject from nothing it is given (its body is not run: the property takes a
// placeholder), and an optional `var` without a value (nil, as Swift's memberwise initializer
// gives it); a `Set<…>()` of a generic type, a cast with `as?`, `if let` with a type and an
// optional closure called as `dismiss?()`; the task form is our own.
// expect-min-frames: 4
import SwiftUI

struct NewTaskSheet: View {
    @StateObject var newTask: TaskDraft
    var selectedTarget: String?
    var onDismiss: (() -> Void)?
    private var cancellables = Set<AnyCancellable>()

    init() {
        self._newTask = StateObject(wrappedValue: TaskDraft(target: "My Mac"))
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(newTask.name)
                .font(.title2)
            if let target: String = selectedTarget {
                Text(target)
            } else {
                Text("No target")
            }
            Button("Done") {
                onDismiss?()
            }
            Text(newTask.summary as? String ?? "summary")
        }
        .padding(20)
    }
}

#Preview {
    NewTaskSheet()
}
