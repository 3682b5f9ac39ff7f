// Modelled on nextcloud/talk-ios, NextcloudTalk/Rooms/RoomTagsManagementView.swift: a SwiftUI screen
// hosted from UIKit (a `let hostingWrapper` of another file), `@Environment(\.editMode)`, many
// `@State`s, a `List` whose first `Section` is a `ForEach(tags, id: \.tagId)` of a state the view
// loads later (empty at first) with `.swipeActions` of role-destructive buttons and `.onMove`, an
// editing-only row under `if editMode?.wrappedValue.isEditing == true`, and a second section
// likewise empty: the first frame is the list's grouped background alone.
// expect-min-frames: 1
import SwiftUI

struct LabelsManagementView: View {

    let account: ServerAccount
    let hostingWrapper: HostingControllerWrapper

    @Environment(\.editMode) private var editMode

    @State private var labels: [ConversationLabel] = []
    @State private var newLabelName = ""
    @State private var labelToDelete: ConversationLabel?
    @State private var showDeleteConfirmation = false

    var body: some View {
        List {
            Section {
                ForEach(labels, id: \.labelId) { label in
                    Text(label.name)
                        .swipeActions {
                            Button(role: .destructive, action: {
                                labelToDelete = label
                                showDeleteConfirmation = true
                            }, label: {
                                Image(systemName: "trash")
                            })
                        }
                }
                .onMove(perform: move)

                if editMode?.wrappedValue.isEditing == true {
                    HStack {
                        TextField("New label", text: $newLabelName)
                        Button("Create") {
                            createLabel()
                        }
                    }
                }
            }
        }
        .navigationTitle("Labels")
        .onAppear {
            loadLabels()
        }
    }

    private func move(from source: IndexSet, to destination: Int) {
        labels.move(fromOffsets: source, toOffset: destination)
    }

    private func createLabel() {
        newLabelName = ""
    }

    private func loadLabels() {
        labels = []
    }
}
