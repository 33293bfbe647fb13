#include "ui/framework/session.h"

#include "ui/framework/appstate.h"
#include "ui/framework/embeddings.h"
#include "ui/framework/view.h"

namespace pe::ui::session {

Session capture(const AppState& state, const std::vector<View*>& views, const QString& currentViewId)
{
    Session s;
    s.viewId = currentViewId;
    s.params = state.params();
    s.position = static_cast<long>(state.requestedPosition());
    s.embeddingsFile = state.embeddingsFile();
    s.embeddingsTensor = state.embeddingsTensor();
    for (const View* v : views)
        for (const SettingInfo& info : v->descriptor().settings) {
            // A setting left beyond a smaller d (the waves' dimension 384 at d = 64) is kept by its
            // view for when d grows again, but a file holding it would be refused: it is not saved.
            const QString text = v->settingText(info.key);
            QString normalised;
            if (checkSettingText(info, text, s.params, &normalised).isEmpty())
                s.settings[v->id()][info.key] = text;
        }
    return s;
}

QString apply(const Session& s, AppState* state, const std::vector<View*>& views)
{
    if (s.embeddingsFile != state->embeddingsFile() || s.embeddingsTensor != state->embeddingsTensor()) {
        if (s.embeddingsFile.isEmpty()) {
            state->setEmbeddings(nullptr);
        } else {
            QString error;
            auto loaded = embeddings::load(s.embeddingsFile, s.embeddingsTensor, &error);
            if (!loaded)
                return error;
            state->setEmbeddings(loaded, s.embeddingsFile, s.embeddingsTensor);
        }
    }
    state->setParams(s.params);
    state->setPosition(s.position);
    for (View* v : views) {
        const auto it = s.settings.constFind(v->id());
        if (it == s.settings.constEnd())
            continue;
        for (auto kv = it->constBegin(); kv != it->constEnd(); ++kv)
            if (v->descriptor().setting(kv.key()))
                if (QString e = v->setSettingText(kv.key(), kv.value()); !e.isEmpty())
                    return e;
    }
    return {};
}

} // namespace pe::ui::session
