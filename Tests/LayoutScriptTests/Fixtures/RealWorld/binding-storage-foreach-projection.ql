// Modelled on Cay-Zhang/RSSBud, Shared/SettingsView.swift and blinksh/blink, Settings/Views/Hosts/HostView.swift:
// a settings list whose rows edit bindings through `ForEach($rules) { $rule in … }` (the closure's
// `$rule` and `rule` both in scope), a text area given `_value`, the storage of its `@Binding`, set
// in its initializer, and a section reading a custom property wrapper of another file declared
// without a type (`@AppSettings var settings`), so the view is made without arguments.
// expect-min-frames: 5
import SwiftUI

struct Rule: Identifiable {
    var id: Int
    var name: String
    var isOn: Bool
}

struct NotesArea: View {
    private let title: String
    @Binding private var value: String

    init(_ title: String, _ value: Binding<String>) {
        self.title = title
        _value = value
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            TextEditor(text: _value)
                .frame(height: 80)
        }
    }
}

struct RulesSettingsView: View {
    @AppSettings var settings
    @State private var rules = [Rule(id: 1, name: "Mute tags", isOn: true), Rule(id: 2, name: "Fold quotes", isOn: false)]
    @State private var notes = "Shown on the lock screen"

    var body: some View {
        List {
            Section("Rules") {
                ForEach($rules) { $rule in
                    Toggle(rule.name, isOn: $rule.isOn)
                }
            }
            Section("Notes") {
                NotesArea("Notes", $notes)
            }
            Section("Sync") {
                TextField("Server", text: _settings.$serverURL)
            }
        }
    }
}
