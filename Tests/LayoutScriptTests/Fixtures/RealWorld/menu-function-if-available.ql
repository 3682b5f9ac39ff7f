// Modelled on simple-login/Simple-Login-iOS, SimpleLogin/SimpleLogin/Supporting Views/DeleteMenuButton.swift:
// a small view holding an action closure whose body keeps its label closure and a wrapping action
// closure in local `let`s, then uses `if #available(iOS 15.0, *)` to pick
// `Button(role: .destructive, action:label:)` or, before iOS 15, `Button(action:label:)`; used in a menu stack.
// expect-min-frames: 3
import SwiftUI

struct RemoveRowButton: View {
    let title: String
    let onConfirm: () -> Void

    var body: some View {
        let label: () -> Text = { Text(title) }
        let confirmed: () -> Void = {
            onConfirm()
        }
        if #available(iOS 15.0, *) {
            Button(role: .destructive, action: confirmed, label: label)
        } else {
            Button(action: confirmed, label: label)
        }
    }
}

struct AccountMenu: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Account")
                .font(.headline)
            RemoveRowButton(title: "Sign out") {}
            RemoveRowButton(title: "Delete account") {}
        }
    }
}
