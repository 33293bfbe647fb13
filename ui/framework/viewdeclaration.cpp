#include "ui/framework/viewdeclaration.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <map>

// The views' data files. Their problems are the developer's (the files are built into the
// program), so the messages are not translated: viewTypes() stops the program on any.

namespace pe::ui {

namespace declarations {

namespace {
constexpr qsizetype kMaxText = 4000;

/// Reads the JSON of one data file, collecting what is wrong with it.
class Reader {
public:
    Reader(const QString& source, QStringList* problems)
        : m_source(source)
        , m_problems(problems)
    {
    }

    void problem(const QString& where, const QString& what) const
    {
        *m_problems << QStringLiteral("%1: %2%3")
                           .arg(m_source, where.isEmpty() ? QString() : where + QLatin1String(": "), what);
    }

    /// Every key of `o` is one of `known` or, for the texts among them, a translation of one.
    void checkKeys(const QJsonObject& o, const QStringList& known, const QStringList& texts, const QString& where) const
    {
        for (const QString& key : o.keys()) {
            bool ok = known.contains(key);
            for (const QString& text : texts)
                for (const QString& code : translatedtext::languages())
                    ok = ok || key == text + QLatin1Char('_') + code;
            if (!ok)
                problem(where, QStringLiteral("unknown key \"%1\"").arg(key));
        }
    }

    /// A text every file must give, with its translations.
    TranslatedText text(const QJsonObject& o, const QString& key, const QString& where) const
    {
        TranslatedText out;
        if (!translatedtext::read(o, key, kMaxText, &out))
            problem(where,
                    QStringLiteral("\"%1\" or one of its translations is over %2 characters").arg(key).arg(kMaxText));
        if (out.english.trimmed().isEmpty())
            problem(where, QStringLiteral("\"%1\" is missing").arg(key));
        return out;
    }

    QString string(const QJsonObject& o, const QString& key, const QString& where) const
    {
        const QJsonValue v = o.value(key);
        if (!v.isString() || v.toString().isEmpty())
            problem(where, QStringLiteral("\"%1\" is not a text").arg(key));
        return v.toString();
    }

    QJsonArray array(const QJsonObject& o, const QString& key, const QString& where) const
    {
        const QJsonValue v = o.value(key);
        if (!v.isUndefined() && !v.isArray())
            problem(where, QStringLiteral("\"%1\" is not a list").arg(key));
        return v.toArray();
    }

    SettingInfo setting(const QJsonObject& o, const QString& where) const
    {
        static const QStringList kinds = {QStringLiteral("integer"), QStringLiteral("real"), QStringLiteral("flag"),
                                          QStringLiteral("choice"), QStringLiteral("text")};
        checkKeys(o,
                  {QStringLiteral("key"), QStringLiteral("kind"), QStringLiteral("label"), QStringLiteral("help"),
                   QStringLiteral("metavar"), QStringLiteral("minimum"), QStringLiteral("maximum"),
                   QStringLiteral("logarithmic"), QStringLiteral("choices"), QStringLiteral("list")},
                  {QStringLiteral("label"), QStringLiteral("help")}, where);
        SettingInfo s;
        s.key = string(o, QStringLiteral("key"), where);
        const qsizetype kind = kinds.indexOf(o.value(QStringLiteral("kind")).toString());
        if (kind < 0)
            problem(where, QStringLiteral("\"kind\" is not one of %1").arg(kinds.join(QStringLiteral(", "))));
        s.kind = static_cast<SettingInfo::Kind>(std::max<qsizetype>(kind, 0));
        s.label = text(o, QStringLiteral("label"), where);
        s.help = text(o, QStringLiteral("help"), where);
        const bool flag = s.kind == SettingInfo::Kind::Flag;
        const bool number = s.kind == SettingInfo::Kind::Integer || s.kind == SettingInfo::Kind::Real;
        if (!flag)
            s.valueName = string(o, QStringLiteral("metavar"), where);
        else if (o.contains(QStringLiteral("metavar")))
            problem(where, QStringLiteral("a flag takes no value: no \"metavar\""));
        const QJsonValue minimum = o.value(QStringLiteral("minimum"));
        const QJsonValue maximum = o.value(QStringLiteral("maximum"));
        if (!minimum.isUndefined() || !maximum.isUndefined()) {
            if (!number || !minimum.isDouble() || !maximum.isDouble() || minimum.toDouble() > maximum.toDouble())
                problem(where, QStringLiteral("\"minimum\" and \"maximum\" are two numbers, in order, of an integer "
                                              "or real setting"));
            s.minimum = minimum.toDouble();
            s.maximum = maximum.toDouble();
            s.hasRange = true;
        }
        if (o.contains(QStringLiteral("logarithmic"))) {
            if (s.kind != SettingInfo::Kind::Real || !o.value(QStringLiteral("logarithmic")).isBool())
                problem(where, QStringLiteral("\"logarithmic\" is true or false, for a real setting"));
            s.logarithmic = o.value(QStringLiteral("logarithmic")).toBool();
        }
        if (o.contains(QStringLiteral("list"))) {
            const QString list = o.value(QStringLiteral("list")).toString();
            if (s.kind != SettingInfo::Kind::Text ||
                (list != QLatin1String("integers") && list != QLatin1String("reals")))
                problem(where, QStringLiteral("\"list\" is \"integers\" or \"reals\", for a text setting"));
            s.list = list == QLatin1String("reals") ? SettingInfo::List::Reals : SettingInfo::List::Integers;
        }
        const QJsonArray choices = array(o, QStringLiteral("choices"), where);
        if ((s.kind == SettingInfo::Kind::Choice) == choices.isEmpty())
            problem(where, QStringLiteral("a choice setting, and only a choice setting, lists its \"choices\""));
        for (qsizetype i = 0; i < choices.size(); ++i) {
            const QJsonObject c = choices[i].toObject();
            const QString at = QStringLiteral("%1, choice %2").arg(where).arg(i + 1);
            checkKeys(c, {QStringLiteral("name"), QStringLiteral("label")}, {QStringLiteral("label")}, at);
            s.choices << string(c, QStringLiteral("name"), at);
            s.choiceLabels.push_back(text(c, QStringLiteral("label"), at));
        }
        return s;
    }

private:
    QString m_source;
    QStringList* m_problems;
};
} // namespace

QString sourcePath(const QString& view)
{
    return QStringLiteral("ui/views/%1/%1.json").arg(view);
}

ViewDescriptor fromJson(const QByteArray& json, const QString& source, QStringList* problems)
{
    const Reader read(source, problems);
    ViewDescriptor d;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        read.problem(
            {},
            QStringLiteral("not a JSON object (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
        return d;
    }
    const QJsonObject root = doc.object();
    read.checkKeys(root,
                   {QStringLiteral("name"), QStringLiteral("order"), QStringLiteral("title"), QStringLiteral("summary"),
                    QStringLiteral("positions_beyond_length"), QStringLiteral("settings"), QStringLiteral("extra_csv"),
                    QStringLiteral("presets")},
                   {QStringLiteral("title"), QStringLiteral("summary")}, {});
    d.id = read.string(root, QStringLiteral("name"), {});
    const QJsonValue order = root.value(QStringLiteral("order"));
    if (!order.isDouble() || order.toDouble() != order.toInt())
        read.problem({}, QStringLiteral("\"order\" is not a whole number"));
    d.order = order.toInt();
    d.title = read.text(root, QStringLiteral("title"), {});
    d.summary = read.text(root, QStringLiteral("summary"), {});
    const QJsonValue beyond = root.value(QStringLiteral("positions_beyond_length"));
    if (!beyond.isUndefined() && !beyond.isBool())
        read.problem({}, QStringLiteral("\"positions_beyond_length\" is true or false"));
    d.positionsBeyondLength = beyond.toBool();

    static const QRegularExpression keyRe(QStringLiteral("^[a-z][a-z0-9-]*$"));
    const QJsonArray settings = read.array(root, QStringLiteral("settings"), {});
    for (qsizetype i = 0; i < settings.size(); ++i) {
        const QString where = QStringLiteral("setting %1").arg(i + 1);
        SettingInfo s = read.setting(settings[i].toObject(), where);
        if (!keyRe.match(s.key).hasMatch() || d.setting(s.key))
            read.problem(
                where, QStringLiteral("the key \"%1\" is taken, or not lower-case words joined by dashes").arg(s.key));
        d.settings.push_back(std::move(s));
    }
    const QJsonArray csv = read.array(root, QStringLiteral("extra_csv"), {});
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const QString where = QStringLiteral("extra CSV %1").arg(i + 1);
        const QJsonObject o = csv[i].toObject();
        read.checkKeys(o, {QStringLiteral("option"), QStringLiteral("help")}, {QStringLiteral("help")}, where);
        d.extraCsv.push_back(
            {read.string(o, QStringLiteral("option"), where), read.text(o, QStringLiteral("help"), where)});
    }
    const QJsonArray presets = read.array(root, QStringLiteral("presets"), {});
    for (qsizetype i = 0; i < presets.size(); ++i) {
        const QString where = QStringLiteral("preset %1").arg(i + 1);
        const QJsonObject o = presets[i].toObject();
        read.checkKeys(o, {QStringLiteral("name"), QStringLiteral("title"), QStringLiteral("arguments")},
                       {QStringLiteral("title")}, where);
        Preset p{read.string(o, QStringLiteral("name"), where), read.text(o, QStringLiteral("title"), where), {}};
        const QJsonArray arguments = read.array(o, QStringLiteral("arguments"), where);
        for (const QJsonValue& a : arguments)
            p.arguments << a.toString();
        if (arguments.isEmpty() || p.arguments.contains(QString()))
            read.problem(where, QStringLiteral("\"arguments\" is not a list of texts"));
        d.presets.push_back(std::move(p));
    }
    return d;
}

const ViewDescriptor& find(const QString& view)
{
    static std::map<QString, ViewDescriptor> read;
    auto it = read.find(view);
    if (it != read.end())
        return it->second;
    const QString source = sourcePath(view);
    QStringList problems;
    ViewDescriptor d;
    QFile file(QStringLiteral(":/views/%1/%1.json").arg(view));
    if (!file.open(QIODevice::ReadOnly))
        problems << QStringLiteral("%1: not in the resources (ui/CMakeLists.txt adds every "
                                   "ui/views/<name>/<name>.json)")
                        .arg(source);
    else
        d = fromJson(file.readAll(), source, &problems);
    if (file.isOpen() && d.id != view)
        problems << QStringLiteral("%1: \"name\" is \"%2\", not the folder's name").arg(source, d.id);
    d.problems = problems;
    return read.emplace(view, std::move(d)).first->second;
}

} // namespace declarations

ViewDescriptor ViewDescriptor::declared(const QString& id)
{
    return declarations::find(id);
}

const std::vector<SettingInfo>& declaredSettings(const QString& view, QString* source)
{
    *source = declarations::sourcePath(view);
    return declarations::find(view).settings;
}

} // namespace pe::ui
