// Modelled on willowtreeapps/AXComponentKit, AXComponentKitSample/AXComponentKitSample/ContentView.swift:
// a TabView of two views declared in the file, Label tab items, a PreviewProvider.
// expect-min-frames: 3
import SwiftUI

struct InboxTab: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "tray")
            Text("No new messages")
        }
    }
}

struct SentTab: View {
    var body: some View {
        Text("Sent items")
    }
}

struct MailRoot: View {
    var body: some View {
        TabView {
            InboxTab()
                .tabItem {
                    Label("Inbox", systemImage: "tray")
                }
            SentTab()
                .tabItem {
                    Label("Sent", systemImage: "paperplane")
                }
        }
    }
}

struct MailRoot_Previews: PreviewProvider {
    static var previews: some View {
        MailRoot()
    }
}
