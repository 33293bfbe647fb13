// libFuzzer target: the session file parser (ui/framework/sessionfile.cpp) on arbitrary bytes,
// against a registry of two made-up views whose settings cover every kind of setting.

#include "ui/framework/session.h"
#include "ui/framework/view.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

namespace pe::ui {

std::vector<const ViewDescriptor*> registeredViews()
{
    static const ViewDescriptor a = [] {
        ViewDescriptor d;
        d.id = QStringLiteral("heatmap");
        d.order = 1;
        SettingInfo flag;
        flag.key = QStringLiteral("transpose");
        flag.kind = SettingInfo::Kind::Flag;
        SettingInfo integer;
        integer.key = QStringLiteral("pair");
        integer.kind = SettingInfo::Kind::Integer;
        integer.maximum = 4096;
        integer.dynamicMaximum = [](const core::EncodingParams& p) { return p.dim / 2 - 1; };
        d.settings = {flag, integer};
        return d;
    }();
    static const ViewDescriptor b = [] {
        ViewDescriptor d;
        d.id = QStringLiteral("waves");
        d.order = 2;
        SettingInfo real;
        real.key = QStringLiteral("noise");
        real.kind = SettingInfo::Kind::Real;
        real.maximum = 10;
        SettingInfo choice;
        choice.key = QStringLiteral("columns");
        choice.kind = SettingInfo::Kind::Choice;
        choice.choices = {QStringLiteral("sin"), QStringLiteral("cos"), QStringLiteral("all")};
        SettingInfo text;
        text.key = QStringLiteral("positions");
        text.kind = SettingInfo::Kind::Text;
        text.validate = [](const QString& t, const core::EncodingParams&) {
            return t.size() > 100 ? QStringLiteral("too long") : QString();
        };
        d.settings = {real, choice, text};
        return d;
    }();
    return {&a, &b};
}

} // namespace pe::ui

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    QString error;
    const auto session =
        pe::ui::session::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)),
                                  QStringLiteral("<fuzz>"), &error);
    if (session) {
        // What was accepted writes back and reads again to the same session.
        QString again;
        const auto reread =
            pe::ui::session::fromJson(pe::ui::session::toJson(*session), QStringLiteral("<fuzz>"), &again);
        if (!reread || *reread != *session)
            __builtin_trap();
    } else if (error.isEmpty()) {
        __builtin_trap(); // a refusal always says why
    }
    return 0;
}
