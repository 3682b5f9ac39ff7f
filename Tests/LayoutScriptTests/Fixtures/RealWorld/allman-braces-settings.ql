// Modelled on rileytestut/Delta, Delta/Settings/Video/VideoSettingsView.swift: the Allman style of
// that project, each body's brace on a line of its own (the struct's, an extension's, a function's
// with its result type on the next line, an `if`'s and a `for`'s with a `where` clause, in a computed property); the rows
// and their titles are our own.
// expect-min-frames: 5
import SwiftUI

struct ScreenSettingsView: View
{
    @State private var mirrorsScreen = true
    private let screens = ["Top", "Bottom", "Both"]

    var body: some View
    {
        Form
        {
            Section(header: Text("Screens"))
            {
                Toggle("Mirror Screen", isOn: $mirrorsScreen)
                ForEach(screens, id: \.self)
                { screen in
                    row(for: screen)
                }
                Text("\(shownCount) screens shown")
            }
        }
    }
}

extension ScreenSettingsView
{
    private var shownCount: Int
    {
        var count = 0
        for screen in screens where screen != "Both"
        {
            count += 1
        }
        return count
    }

    private func row(for screen: String)
        -> some View
    {
        HStack
        {
            Text(screen)
            Spacer()
            if mirrorsScreen
            {
                Image(systemName: "checkmark")
            }
        }
    }
}
