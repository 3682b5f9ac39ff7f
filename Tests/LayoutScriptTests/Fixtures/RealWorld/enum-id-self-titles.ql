// Modelled on samirakhmadi/WBChat-1, WBChat/TabView/Tab.swift: an enum of cases listed on one
// line, `var id: Self { self }`, a title switch without returns; a TabView made from its cases.
// expect-min-frames: 2
import SwiftUI

enum ChatTab: CaseIterable, Identifiable {
    case contacts, chats, more

    var id: Self { self }

    var title: String {
        switch self {
        case .contacts:
            "Contacts"
        case .chats:
            "Chats"
        case .more:
            "More"
        }
    }
}

struct ChatRoot: View {
    @State private var current: ChatTab = .chats

    var body: some View {
        TabView(selection: $current) {
            ForEach(ChatTab.allCases) { tab in
                Text(tab.title)
                    .tabItem { Text(tab.title) }
                    .tag(tab)
            }
        }
    }
}

#Preview {
    ChatRoot()
}
